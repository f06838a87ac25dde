import type { FeedbackStrings } from './en.ts';

export const feedbackCn: FeedbackStrings = {
  title: '意见反馈',
  intro:
    '告诉我们您遇到的问题或分享您的想法。客服团队会阅读每一条反馈，必要时会通过平台信息回复您。',
  realAccount: '请使用您的玩家账号登录后提交反馈。',
  logIn: '登录',
  form: '反馈表单',
  type: '问题类型',
  choose: '请选择类型',
  types: {
    deposit: '存款',
    withdrawal: '提款',
    games: '游戏',
    account: '账号与安全',
    suggestion: '建议',
    other: '其他',
  },
  content: '反馈内容',
  contentHint: '{{min}} 到 {{max}} 个字。',
  counter: '{{count}} / {{max}}',
  image: '图片（选填）',
  imageHint: '截图有助于我们了解问题：一张不超过 5 MB 的 PNG 或 JPEG 图片。',
  addImage: '添加图片',
  removeImage: '移除 {{name}}',
  imageErrors: {
    'proof.type': '此文件不是 PNG 或 JPEG 图片。',
    'proof.size': '此图片超过 5 MB。',
  },
  submit: '提交反馈',
  sending: '正在提交…',
  sent: '谢谢！我们已收到您的第 {{id}} 号反馈。',
  another: '继续反馈',
};
