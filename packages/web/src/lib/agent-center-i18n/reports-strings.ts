/** Strings of the agent center's reports (`agentCenter:reports.*`), in every language. */
export const reportsEn = {
  account: 'Member account',
  wholeTeam: 'Whole team',
  search: 'Search',
  accountProblem: 'An account has only letters, digits and _ (at most 64).',
  columns: {
    account: 'Member',
    level: 'Level',
  },
  netNote:
    'Net is from the players’ side: payout minus stake. Above zero the member won; below zero (red, with a minus) the member lost.',
  notices: {
    empty: 'No announcements yet.',
    published: 'Published {{date}}',
  },
  overview: {
    periods: 'Period',
    periodNames: {
      today: 'Today',
      yesterday: 'Yesterday',
      thisWeek: 'This week',
      thisMonth: 'This month',
      custom: 'Custom range',
    },
    range: '{{from}} to {{to}}',
    figures: 'Team figures',
    teamMembers: 'Team members',
    directMembers: 'Direct downlines: {{count}}',
    newMembers: 'New members',
    activePlayers: 'Active players',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    validBets: 'Valid bets',
    profitAndLoss: 'Team profit and loss',
    count: 'Count: {{count}}',
    betCount: 'Bets: {{count}}',
    signNote:
      'Profit and loss is from the players’ side: payout minus stake of the team’s settled bets. Above zero (green) the team won; below zero (red, with a minus) the team lost.',
  },
  loss: {
    order: 'Order',
    orders: { desc: 'Highest net first', asc: 'Lowest net first' },
  },
  income: {
    columns: {
      dailySalary: 'Daily salary',
      hourlySalary: 'Hourly salary',
      realtimeSalary: 'Real-time salary',
      dividend: 'Dividend',
      total: 'Total',
    },
    note: 'Net income per kind: what your contracts paid you minus what your wallet paid your downlines, by the day each period started.',
  },
};

export const reportsKm: typeof reportsEn = {
  account: 'គណនីសមាជិក',
  wholeTeam: 'ក្រុមទាំងមូល',
  search: 'ស្វែងរក',
  accountProblem: 'គណនីមានតែអក្សរ លេខ និង _ ប៉ុណ្ណោះ (យ៉ាងច្រើន 64)។',
  columns: {
    account: 'សមាជិក',
    level: 'កម្រិត',
  },
  netNote:
    'សុទ្ធ គឺគិតពីខាងអ្នកលេង៖ ប្រាក់សង ដកប្រាក់ភ្នាល់។ លើសសូន្យ សមាជិកបានឈ្នះ; ក្រោមសូន្យ (ពណ៌ក្រហម មានសញ្ញាដក) សមាជិកបានចាញ់។',
  notices: {
    empty: 'មិនទាន់មានសេចក្តីប្រកាសនៅឡើយទេ។',
    published: 'បានផ្សាយ {{date}}',
  },
  overview: {
    periods: 'រយៈពេល',
    periodNames: {
      today: 'ថ្ងៃនេះ',
      yesterday: 'ម្សិលមិញ',
      thisWeek: 'សប្តាហ៍នេះ',
      thisMonth: 'ខែនេះ',
      custom: 'កំណត់ចន្លោះដោយខ្លួនឯង',
    },
    range: '{{from}} ដល់ {{to}}',
    figures: 'តួលេខក្រុម',
    teamMembers: 'សមាជិកក្រុម',
    directMembers: 'ខ្សែក្រោមផ្ទាល់៖ {{count}}',
    newMembers: 'សមាជិកថ្មី',
    activePlayers: 'អ្នកលេងសកម្ម',
    deposits: 'ការដាក់ប្រាក់',
    withdrawals: 'ការដកប្រាក់',
    validBets: 'ការភ្នាល់មានសុពលភាព',
    profitAndLoss: 'ចំណេញ និងខាតរបស់ក្រុម',
    count: 'ចំនួន៖ {{count}}',
    betCount: 'ការភ្នាល់៖ {{count}}',
    signNote:
      'ចំណេញ និងខាត គឺគិតពីខាងអ្នកលេង៖ ប្រាក់សង ដកប្រាក់ភ្នាល់ នៃការភ្នាល់ដែលបានទូទាត់របស់ក្រុម។ លើសសូន្យ (ពណ៌បៃតង) ក្រុមបានឈ្នះ; ក្រោមសូន្យ (ពណ៌ក្រហម មានសញ្ញាដក) ក្រុមបានចាញ់។',
  },
  loss: {
    order: 'លំដាប់',
    orders: { desc: 'សុទ្ធខ្ពស់បំផុតមុន', asc: 'សុទ្ធទាបបំផុតមុន' },
  },
  income: {
    columns: {
      dailySalary: 'ប្រាក់ខែប្រចាំថ្ងៃ',
      hourlySalary: 'ប្រាក់ខែតាមម៉ោង',
      realtimeSalary: 'ប្រាក់ខែពេលវេលាជាក់ស្តែង',
      dividend: 'ភាគលាភ',
      total: 'សរុប',
    },
    note: 'ចំណូលសុទ្ធតាមប្រភេទ៖ អ្វីដែលកិច្ចសន្យារបស់អ្នកបានបង់ឱ្យអ្នក ដកអ្វីដែលកាបូបរបស់អ្នកបានបង់ឱ្យខ្សែក្រោម តាមថ្ងៃដែលរយៈពេលនីមួយៗចាប់ផ្តើម។',
  },
};

export const reportsCn: typeof reportsEn = {
  account: '会员账号',
  wholeTeam: '整个团队',
  search: '搜索',
  accountProblem: '账号只能包含字母、数字和 _（最多 64 个）。',
  columns: {
    account: '会员',
    level: '层级',
  },
  netNote:
    '净额按玩家一方计算：派彩减投注。大于零表示该会员赢；小于零（红色，带负号）表示该会员输。',
  notices: {
    empty: '暂无公告。',
    published: '发布于 {{date}}',
  },
  overview: {
    periods: '时段',
    periodNames: {
      today: '今天',
      yesterday: '昨天',
      thisWeek: '本周',
      thisMonth: '本月',
      custom: '自定义范围',
    },
    range: '{{from}} 至 {{to}}',
    figures: '团队数据',
    teamMembers: '团队人数',
    directMembers: '直属下级：{{count}}',
    newMembers: '新增会员',
    activePlayers: '活跃玩家',
    deposits: '存款',
    withdrawals: '取款',
    validBets: '有效投注',
    profitAndLoss: '团队盈亏',
    count: '笔数：{{count}}',
    betCount: '注单数：{{count}}',
    signNote:
      '盈亏按玩家一方计算：团队已结算注单的派彩减投注。大于零（绿色）表示团队赢；小于零（红色，带负号）表示团队输。',
  },
  loss: {
    order: '排序',
    orders: { desc: '净额从高到低', asc: '净额从低到高' },
  },
  income: {
    columns: {
      dailySalary: '日工资',
      hourlySalary: '时薪',
      realtimeSalary: '实时工资',
      dividend: '分红',
      total: '合计',
    },
    note: '按类型的净收入：合约支付给您的金额减去您的钱包支付给下级的金额，按各结算周期开始的日期计。',
  },
};
