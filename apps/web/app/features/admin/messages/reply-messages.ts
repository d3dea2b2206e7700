import { defineMessages } from '../../../lib/i18n';

/** Answering a contact message from the admin: the button, the form and the answer kept with the message. */
export const contactReplyMessages = defineMessages({
  en: {
    answer: (what: string) => `Answer ${what}`,
    answerShort: 'Answer',
    title: (name: string) => `Answer ${name}`,
    field: 'Your answer',
    hint: (email: string) => `Emailed to ${email}, in the language they wrote in, with the shop's contact details.`,
    send: 'Send the answer',
    sent: 'Answer sent',
    failed: 'The answer could not be sent',
    answered: (date: string, by: string) => `Answered ${date} by ${by}`,
  },
  vi: {
    answer: (what: string) => `Trả lời ${what}`,
    answerShort: 'Trả lời',
    title: (name: string) => `Trả lời ${name}`,
    field: 'Câu trả lời của bạn',
    hint: (email: string) =>
      `Gửi email tới ${email}, bằng ngôn ngữ người gửi đã dùng, kèm thông tin liên hệ của cửa hàng.`,
    send: 'Gửi câu trả lời',
    sent: 'Đã gửi câu trả lời',
    failed: 'Không gửi được câu trả lời',
    answered: (date: string, by: string) => `Đã trả lời lúc ${date}, bởi ${by}`,
  },
});
