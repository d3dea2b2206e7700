import { defineMessages } from '../../lib/i18n';

/** The checkout's e-invoice request (components/invoice-request.tsx). */
export const invoiceRequestMessages = defineMessages({
  en: {
    title: 'Invoice',
    companyInvoice: 'Company invoice',
    companyHint: 'We issue an e-invoice for every order; tick this for an invoice in your company’s name.',
    taxCode: 'Tax code',
    taxCodeHint: '10 digits, or 10 digits, a hyphen and 3 digits for a branch',
    companyName: 'Company name',
    address: 'Company address',
    email: 'Email for the invoice',
    prefilled: 'Filled in from your last company invoice.',
  },
  vi: {
    title: 'Hóa đơn',
    companyInvoice: 'Xuất hóa đơn công ty',
    companyHint: 'Mỗi đơn hàng đều có hóa đơn điện tử; chọn mục này để xuất hóa đơn mang tên công ty bạn.',
    taxCode: 'Mã số thuế',
    taxCodeHint: '10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số với chi nhánh',
    companyName: 'Tên công ty',
    address: 'Địa chỉ công ty',
    email: 'Email nhận hóa đơn',
    prefilled: 'Đã điền sẵn theo hóa đơn công ty lần trước.',
  },
});
