import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { StockAlertHint } from '../features/inventory/stock-alert-hint.tsx';
import { ClockWarning } from '../features/session/clock-warning.tsx';
import { DashboardSubscriptionActions, SubscriptionBannerLine } from '../features/subscription/dashboard-subscription.tsx';

/**
 * The dashboard as the app composes it: the quick actions of the dashboard feature, with the session's
 * clock warning and the subscription's buttons and banner in its slots. Composing here (not by imports
 * between features) keeps each feature free to change without the others.
 */
export function DashboardScreen() {
  return (
    <DashboardPage
      notice={<ClockWarning />}
      actions={<DashboardSubscriptionActions />}
      banner={<SubscriptionBannerLine />}
      hints={<StockAlertHint />}
    />
  );
}
