import { PageNotice } from '../components/page-notice.tsx';

// A later issue builds it (issue 14 leaves it out); reached the same way meanwhile.
export const Page = () => <PageNotice page="manualRebate" note="later" />;
