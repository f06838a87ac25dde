/**
 * The feedback page's strings (i18next namespace `feedback`). Like the other pages' strings they
 * come with the page's chunk, in all three languages, and are added when it first shows. The
 * SPEC §5 messages of the text ("please enter content", "between … and …") are the main
 * catalogue's `validation.content` and `validation.contentLength`.
 */
export const feedbackEn = {
  title: 'Feedback',
  intro:
    'Tell us about a problem or share an idea. Our service team reads every message, and answers you in your platform messages when it needs to.',
  realAccount: 'Please log in with your player account to send feedback.',
  logIn: 'Log in',
  form: 'Feedback form',
  type: 'Question type',
  choose: 'Choose a type',
  types: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    games: 'Games',
    account: 'Account and security',
    suggestion: 'Suggestion',
    other: 'Other',
  },
  content: 'Your message',
  contentHint: 'Between {{min}} and {{max}} characters.',
  counter: '{{count}} / {{max}}',
  image: 'Image (optional)',
  imageHint: 'A screenshot helps: one PNG or JPEG image of at most 5 MB.',
  addImage: 'Add image',
  removeImage: 'Remove {{name}}',
  imageErrors: {
    'proof.type': 'This file is not a PNG or JPEG image.',
    'proof.size': 'This image is larger than 5 MB.',
  },
  submit: 'Send feedback',
  sending: 'Sending…',
  sent: 'Thank you! Your feedback no. {{id}} has been received.',
  another: 'Send more feedback',
};

export type FeedbackStrings = typeof feedbackEn;
