import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { redirectTarget } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { useSessionUser, useUserRefresh } from '../../auth';
import { profileMessages } from '../messages';
import { AccountData } from './account-data';
import { ChangePasswordForm } from './change-password-form';
import { ProfileBanner } from './profile-banner';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileTabs } from './profile-tabs';
import { RewardPoints } from './reward-points';

type Tab = 'profile' | 'password' | 'points' | 'data';

/**
 * The signed-in user's profile: banner with avatar, then the information, password and data tabs.
 * `onAccountDeleted` runs once the account is gone and the session ended (the route sends the visitor home).
 * `addressBook` is shown under the tabs: the route composes it from the addresses feature.
 */
export function ProfileScreen({
  onAccountDeleted,
  addressBook,
}: {
  onAccountDeleted: () => void;
  addressBook?: ReactNode;
}) {
  // The user as the session holds them, fetched again on every visit.
  const { user } = useSessionUser();
  const refresh = useUserRefresh();
  const text = useMessages(profileMessages);
  const [tab, setTab] = useState<Tab>('profile');
  // Sent here to fill in phone and address (checkout asks for them): the form is open, and saving goes back.
  const returnTo = redirectTarget(useSearchParams()[0]);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(returnTo !== null);

  if (refresh.isPending) return <ProfileLoading />;
  if (refresh.isError) {
    return (
      <ProfileFrame>
        <FormAlert title={text.loadFailed}>
          <button type="button" onClick={refresh.retry} className="font-semibold underline underline-offset-2">
            {text.tryAgain}
          </button>
        </FormAlert>
      </ProfileFrame>
    );
  }

  if (!user) return <ProfileLoading />;
  return (
    <ProfileFrame>
      <ProfileBanner user={user} />
      <div className="mt-8 rounded-card border border-cream-200 bg-white p-5 shadow-sm sm:p-8">
        <ProfileTabs<Tab>
          active={tab}
          onChange={setTab}
          tabs={[
            {
              key: 'profile',
              label: text.informationTab,
              panel: editing ? (
                <ProfileEditForm
                  user={user}
                  onCancel={() => setEditing(false)}
                  onSaved={() => (returnTo ? void navigate(returnTo) : setEditing(false))}
                />
              ) : (
                <ProfileDetails user={user} onEdit={() => setEditing(true)} />
              ),
            },
            { key: 'password', label: text.passwordTab, panel: <ChangePasswordForm /> },
            { key: 'points', label: text.points.tab, panel: <RewardPoints /> },
            { key: 'data', label: text.data.tab, panel: <AccountData onDeleted={onAccountDeleted} /> },
          ]}
        />
      </div>
      {addressBook && (
        <div className="mt-8 rounded-card border border-cream-200 bg-white p-5 shadow-sm sm:p-8">{addressBook}</div>
      )}
    </ProfileFrame>
  );
}

function ProfileFrame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">{children}</div>;
}

/** What shows while the session or the profile is still loading. */
export function ProfileLoading() {
  const text = useMessages(profileMessages);
  return (
    <ProfileFrame>
      <div className="h-56 animate-pulse rounded-card bg-cream-100" />
      <p role="status" className="mt-6 text-center text-ink-600">
        {text.loading}
      </p>
    </ProfileFrame>
  );
}
