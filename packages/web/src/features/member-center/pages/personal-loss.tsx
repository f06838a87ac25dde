import { PageNotice } from '../components/page-notice.tsx';

// Filled in by the wallet and records work of issue 14; until then it says so.
export const Page = () => <PageNotice page="personalProfit" note="building" />;
