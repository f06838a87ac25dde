import { contractKindPage } from '../settlements/contract-kind-page.tsx';

export const { load, Page } = contractKindPage('realtimeSalary', 'agentRealtimeSalary');
