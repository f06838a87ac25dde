import type { FeedbackStrings } from './en.ts';

export const feedbackKm: FeedbackStrings = {
  title: 'មតិកែលម្អ',
  intro:
    'ប្រាប់យើងអំពីបញ្ហា ឬចែករំលែកគំនិតរបស់អ្នក។ ក្រុមសេវាកម្មរបស់យើងអានរាល់សារ ហើយនឹងឆ្លើយតបទៅអ្នកតាមសារវេទិកា នៅពេលចាំបាច់។',
  realAccount: 'សូមចូលគណនីអ្នកលេងរបស់អ្នក ដើម្បីផ្ញើមតិកែលម្អ។',
  logIn: 'ចូល',
  form: 'ទម្រង់មតិកែលម្អ',
  type: 'ប្រភេទសំណួរ',
  choose: 'ជ្រើសរើសប្រភេទ',
  types: {
    deposit: 'ការដាក់ប្រាក់',
    withdrawal: 'ការដកប្រាក់',
    games: 'ហ្គេម',
    account: 'គណនី និងសុវត្ថិភាព',
    suggestion: 'សំណូមពរ',
    other: 'ផ្សេងៗ',
  },
  content: 'សាររបស់អ្នក',
  contentHint: 'ចន្លោះពី {{min}} ដល់ {{max}} តួអក្សរ។',
  counter: '{{count}} / {{max}}',
  image: 'រូបភាព (ស្រេចចិត្ត)',
  imageHint: 'រូបថតអេក្រង់ជួយបានច្រើន៖ រូបភាព PNG ឬ JPEG មួយ ដែលមិនលើសពី 5 MB។',
  addImage: 'បន្ថែមរូបភាព',
  removeImage: 'ដក {{name}} ចេញ',
  imageErrors: {
    'proof.type': 'ឯកសារនេះមិនមែនជារូបភាព PNG ឬ JPEG ទេ។',
    'proof.size': 'រូបភាពនេះធំជាង 5 MB។',
  },
  submit: 'ផ្ញើមតិកែលម្អ',
  sending: 'កំពុងផ្ញើ…',
  sent: 'សូមអរគុណ! យើងបានទទួលមតិកែលម្អលេខ {{id}} របស់អ្នកហើយ។',
  another: 'ផ្ញើមតិកែលម្អបន្ថែម',
};
