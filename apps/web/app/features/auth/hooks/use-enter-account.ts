import type { AuthResponse } from '@veggie/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths, redirectTarget } from '../../../config/paths';
import { fullPage } from '../../../lib/full-page-navigation';
import { toast } from '../../../lib/toast';
import { startSession } from '../session';

/**
 * How login and register end: the session is kept, the app's own step runs (the guest cart merges), and a
 * full load opens the page the shopper was going to (`?redirectTo=`, a path of this shop only), else the
 * home page, so every part of it starts from the new session; the welcome shows there. `leaving` keeps
 * the form's button busy until the page goes.
 */
export function useEnterAccount(onAuthenticated: () => Promise<void>, welcome: string) {
  const [leaving, setLeaving] = useState(false);
  const returnTo = redirectTarget(useSearchParams()[0]);
  const enter = async (response: AuthResponse) => {
    startSession(response);
    setLeaving(true);
    await onAuthenticated();
    toast.successOnNextPage(welcome);
    fullPage.navigate(returnTo ?? paths.home());
  };
  return { leaving, enter, returnTo: returnTo ?? undefined };
}
