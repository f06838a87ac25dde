/**
 * The agent join page's strings (i18next namespace `join`): the programme, its contract kinds
 * (as `packages/upstream/README.md` "Contract settlement" settles them) and the application form.
 * They come with the page's chunk, in all three languages, and are added when it first shows.
 */
export const joinEn = {
  title: 'Join as an Agent',
  lead: 'Build a team of players and earn from its play. As an agent you invite players and sub-agents with your own link, follow them in the agent center, and are paid by the contracts you hold.',
  stepsTitle: 'How it works',
  steps: {
    apply: 'Send the application below: it takes two minutes.',
    call: 'Our agent team contacts you within one working day to agree your terms.',
    account: 'You receive an agent account, your invitation link and the agent center.',
    earn: 'Invite players and sub-agents, and get paid by your contracts.',
  },
  contractsTitle: 'Contract kinds',
  contractsLead:
    'Your pay is set by contracts. A contract is offered by your upline agent, or by the house for top agents, and takes effect when you accept it. Each kind pays into your main wallet at the end of its period; the rate grows in tiers as your team grows.',
  contracts: {
    dailySalary: {
      name: 'Daily salary',
      text: 'Paid every day (days start at midnight, UTC+7): a percentage of the valid bets your team placed that day. The more the team bets, the higher the tier and its rate.',
    },
    hourlySalary: {
      name: 'Hourly salary',
      text: 'The same rule over each hour: a percentage of the team’s valid bets of the hour, by tier, paid as soon as the hour ends.',
    },
    realtimeSalary: {
      name: 'Real-time salary',
      text: 'Settled every 5 minutes: a percentage of the team’s valid bets of those minutes, so your income follows your team’s play almost live.',
    },
    dividend: {
      name: 'Dividend',
      text: 'A share of the house’s profit on your team (stakes minus payouts) for a period of a day, a week, half a month or a month. The share grows with the number of active players; a period the team won pays nothing, and nothing is carried over.',
    },
  },
  teamNote:
    'Your team is your sub-agents and every player below them. You may offer contracts of your own to your sub-agents: you then pay their salary or dividend from your wallet.',
  toolsTitle: 'Your agent center',
  tools: {
    overview: 'Team overview: members, deposits, bets and profit at a glance.',
    register: 'Register players and sub-agents directly, with their contracts.',
    reports: 'Team betting, user loss, income and transaction reports by day.',
    transfer: 'Transfers to your downline from your main wallet.',
  },
  formTitle: 'Apply now',
  formLead:
    'Anyone may apply, with or without an account. Give a phone number or an email, or both.',
  name: 'Your name',
  phone: 'Phone number',
  email: 'Email',
  messenger: 'Messaging app',
  noMessenger: 'None',
  messengers: {
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    line: 'LINE',
    wechat: 'WeChat',
    viber: 'Viber',
    zalo: 'Zalo',
  },
  handle: 'Your handle or number on it',
  experience: 'Your experience and channels',
  experienceHint:
    'How would you bring players? Your social groups, shop, website or past agency work ({{min}}–{{max}} characters).',
  teamSize: 'Expected team size (optional)',
  submit: 'Send application',
  sending: 'Sending…',
  sent: 'Thank you, {{name}}! Your application no. {{id}} is received. Our agent team will contact you within one working day.',
  another: 'Send another application',
  errors: {
    name: 'Please enter your name (2 to 60 characters).',
    phone: 'Please enter a valid phone number (6 to 15 digits).',
    email: 'Please enter a valid email address.',
    contact: 'Please give a phone number or an email.',
    messenger: 'Please choose a messaging app from the list.',
    handle: 'Give both the messaging app and your handle on it (2 to 64 characters).',
    experience: 'Please describe your experience in {{min}} to {{max}} characters.',
    teamSize: 'Please enter a whole number from 1 to 100,000.',
  },
};

export type JoinStrings = typeof joinEn;
