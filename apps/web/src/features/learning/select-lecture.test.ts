import { describe, expect, it } from 'vitest';
import { selectLecture } from './select-lecture';

const course = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }, { _id: 'd' }];
const seen = (...ids: string[]) => ids.map((lectureId) => ({ lectureId, viewed: true }));
const positionOnly = (lectureId: string) => ({ lectureId, viewed: false });

describe('selectLecture', () => {
  it.each([
    ['no progress', [], false, 'a'],
    ['first viewed', seen('a'), false, 'b'],
    ['first two viewed', seen('a', 'b'), false, 'c'],
    ['three viewed', seen('a', 'b', 'c'), false, 'd'],
    ['a gap: the lecture after the last viewed one', seen('a', 'c'), false, 'd'],
    ['only a middle one viewed', seen('b'), false, 'c'],
    ['last viewed, an earlier one not: first not viewed', seen('a', 'd'), false, 'b'],
    ['only the last viewed', seen('d'), false, 'a'],
    ['completed: the first lecture', seen('a', 'b', 'c', 'd'), true, 'a'],
    ['all viewed but not completed (odd): the first', seen('a', 'b', 'c', 'd'), false, 'a'],
    ['only a saved position: not viewed', [positionOnly('a')], false, 'a'],
    ['saved position after a viewed one', [...seen('a'), positionOnly('b')], false, 'b'],
    ['an entry for a lecture no longer in the course', seen('gone'), false, 'a'],
    ['a removed lecture among viewed ones', seen('a', 'gone'), false, 'b'],
    ['progress out of curriculum order', seen('c', 'a'), false, 'd'],
  ] as const)('%s', (_name, progress, completed, expected) => {
    expect(selectLecture(course, progress, completed)?._id).toBe(expected);
  });

  it('returns null only for a course without lectures', () => {
    expect(selectLecture([], [], false)).toBeNull();
    expect(selectLecture([], seen('a'), true)).toBeNull();
  });
});
