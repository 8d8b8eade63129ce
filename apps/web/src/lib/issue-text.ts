// Imported only dynamically, by api-client's development check of answers (a module imported both
// statically and dynamically would make the build warn), so production pages never download it.
export { issueText } from '@sewee/shared/messages/validation/render';
