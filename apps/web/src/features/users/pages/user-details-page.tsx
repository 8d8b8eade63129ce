import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { EmailAddress } from '../../../components/ui/email-address';
import { useUsers } from '../api/get-users';
import '../i18n';

/** /user-details (admin): name and e-mail of every member. */
export function UserDetailsPage() {
  const { t } = useTranslation('users');
  const users = useUsers();

  const list = users.data ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-800">{t('members.title')}</h1>
      <Card className="mt-6 p-0 sm:p-0">
        {users.isPending ? (
          <div className="grid place-items-center p-8">
            <Spinner className="size-6 text-brand-700" label={t('common:loading')} />
          </div>
        ) : list.length === 0 ? (
          <p className="p-6 text-stone-700">{t('members.empty')}</p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead className="bg-sand-100 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('members.name')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('members.email')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((u) => (
                <tr key={u._id} className="border-t border-stone-100">
                  <td className="px-4 py-3">{u.name}</td>
                  <td className="px-4 py-3">
                    <EmailAddress address={u.email} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
