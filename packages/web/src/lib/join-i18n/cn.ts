import type { JoinStrings } from './en.ts';

export const joinCn: JoinStrings = {
  title: '加入代理',
  lead: '组建您的玩家团队，从团队的游戏中获得收入。作为代理，您可以用专属链接邀请玩家和下级代理，在代理中心跟进他们，并按您持有的契约获得报酬。',
  stepsTitle: '如何运作',
  steps: {
    apply: '填写下方申请表：只需两分钟。',
    call: '我们的代理团队会在一个工作日内与您联系，商定合作条件。',
    account: '您将获得代理账号、专属邀请链接和代理中心。',
    earn: '邀请玩家和下级代理，按契约获得报酬。',
  },
  contractsTitle: '契约类型',
  contractsLead:
    '您的报酬由契约决定。契约由您的上级代理提供（顶级代理则由平台提供），您接受后即生效。每种契约在其周期结束时发放至您的主钱包；团队越大，所在档位和比例越高。',
  contracts: {
    dailySalary: {
      name: '日工资',
      text: '每天发放（每日从 UTC+7 零点起算）：按团队当天有效投注的一定比例计算。团队投注越多，档位和比例越高。',
    },
    hourlySalary: {
      name: '时工资',
      text: '规则相同，按小时计算：团队该小时有效投注的一定比例，按档位计算，每小时结束后立即发放。',
    },
    realtimeSalary: {
      name: '实时工资',
      text: '每 5 分钟结算一次：团队这 5 分钟有效投注的一定比例，您的收入几乎实时跟随团队的游戏。',
    },
    dividend: {
      name: '分红',
      text: '平台在您团队上的盈利（投注减派彩）的分成，周期为一天、一周、半个月或一个月。分成比例随活跃玩家人数提高；团队赢钱的周期不发放，亏损也不会结转。',
    },
  },
  teamNote:
    '您的团队包括您的下级代理及其下所有玩家。您也可以向下级代理提供自己的契约：届时由您的钱包支付他们的工资或分红。',
  toolsTitle: '您的代理中心',
  tools: {
    overview: '团队总览：成员、存款、投注和盈亏一目了然。',
    register: '直接为玩家和下级代理开户，并设定他们的契约。',
    reports: '按日查看团队投注、用户亏损、收入和交易报表。',
    transfer: '从主钱包向下级转账。',
  },
  formTitle: '立即申请',
  formLead: '任何人都可以申请，无论是否已有账号。请填写电话号码或电子邮箱，也可以两者都填。',
  name: '您的姓名',
  phone: '电话号码',
  email: '电子邮箱',
  messenger: '即时通讯软件',
  noMessenger: '无',
  messengers: {
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    line: 'LINE',
    wechat: '微信',
    viber: 'Viber',
    zalo: 'Zalo',
  },
  handle: '您在该软件上的账号或号码',
  experience: '您的经验和推广渠道',
  experienceHint:
    '您打算如何带来玩家？例如社交群组、店铺、网站或以往的代理经验（{{min}}–{{max}} 个字）。',
  teamSize: '预计团队人数（选填）',
  submit: '提交申请',
  sending: '正在提交…',
  sent: '谢谢您，{{name}}！我们已收到您的第 {{id}} 号申请，代理团队会在一个工作日内与您联系。',
  another: '再提交一份申请',
  errors: {
    name: '请输入您的姓名（2 到 60 个字）。',
    phone: '请输入有效的电话号码（6 到 15 位数字）。',
    email: '请输入有效的电子邮箱地址。',
    contact: '请填写电话号码或电子邮箱。',
    messenger: '请从列表中选择即时通讯软件。',
    handle: '请同时填写即时通讯软件和您在其上的账号（2 到 64 个字）。',
    experience: '请用 {{min}} 到 {{max}} 个字描述您的经验。',
    teamSize: '请输入 1 到 100,000 之间的整数。',
  },
};
