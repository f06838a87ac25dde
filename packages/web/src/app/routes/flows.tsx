import { useParams } from 'react-router-dom';
import { FlowListPage } from '@/features/flows/components/flow-list-page.tsx';
import { FlowPage } from '@/features/flows/components/flow-page.tsx';
import { ViewerShell } from '@/features/flows/components/viewer-shell.tsx';

/** `/flows` and `/flows/:flowId`: the statechart viewer for auditors and QA (issue 5). */
export const Component = () => {
  const { flowId } = useParams();
  return <ViewerShell>{flowId ? <FlowPage flowId={flowId} /> : <FlowListPage />}</ViewerShell>;
};
