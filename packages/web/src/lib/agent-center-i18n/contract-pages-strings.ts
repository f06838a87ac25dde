/**
 * Strings of the agent center's contract pages (dividend record, daily wages, hourly and
 * real-time salary: `agentCenter:contractPages.*`), in every language.
 */
export const contractPagesEn = {
  history: 'Settlement history',
  empty: 'No period of this kind was settled in these days.',
  side: 'Side',
  sides: { payee: 'Paid to me', payer: 'Paid by me' },
  columns: {
    period: 'Period',
    counterpart: 'With',
    validBet: 'Valid bet',
    profitLoss: 'Team result',
    activeMembers: 'Active members',
    rate: 'Rate',
    amount: 'Amount',
    status: 'Status',
  },
  statuses: { paid: 'Paid', unpaid: 'Waiting for funds', nothing: 'Nothing due' },
};

export const contractPagesKm: typeof contractPagesEn = {
  history: 'ប្រវត្តិទូទាត់',
  empty: 'គ្មានរយៈពេលនៃប្រភេទនេះត្រូវបានទូទាត់ក្នុងថ្ងៃទាំងនេះទេ។',
  side: 'ភាគី',
  sides: { payee: 'បានបង់ឱ្យខ្ញុំ', payer: 'ខ្ញុំបានបង់' },
  columns: {
    period: 'រយៈពេល',
    counterpart: 'ជាមួយ',
    validBet: 'ការភ្នាល់សុពលភាព',
    profitLoss: 'លទ្ធផលក្រុម',
    activeMembers: 'សមាជិកសកម្ម',
    rate: 'អត្រា',
    amount: 'ចំនួនទឹកប្រាក់',
    status: 'ស្ថានភាព',
  },
  statuses: { paid: 'បានបង់', unpaid: 'កំពុងរង់ចាំមូលនិធិ', nothing: 'គ្មានអ្វីត្រូវបង់' },
};

export const contractPagesCn: typeof contractPagesEn = {
  history: '结算记录',
  empty: '这些日期内没有此类结算。',
  side: '方向',
  sides: { payee: '支付给我', payer: '由我支付' },
  columns: {
    period: '周期',
    counterpart: '对方',
    validBet: '有效投注',
    profitLoss: '团队盈亏',
    activeMembers: '活跃人数',
    rate: '比例',
    amount: '金额',
    status: '状态',
  },
  statuses: { paid: '已支付', unpaid: '等待资金', nothing: '无应付' },
};
