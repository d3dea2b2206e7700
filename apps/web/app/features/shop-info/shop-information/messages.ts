import { defineMessages } from '../../../lib/i18n';

/** Shop information; it loads with that route only. */
export const shopInformationMessages = defineMessages({
  en: {
    metaDescription: 'The business behind Veggie Market: registered name, registration number, address and contacts.',
    title: 'Shop information',
    updated: 'Details kept up to date by the shop',
    intro: (shopName: string, legalName: string) =>
      `${shopName} is operated by ${legalName}. As Vietnam's rules on e-commerce (Decree 52/2013/NĐ-CP, amended by Decree 85/2021/NĐ-CP) require of a selling website, these are the details of the business you buy from.`,
    business: 'The business',
    fields: {
      shopName: 'Shop name',
      legalName: 'Registered name',
      registrationNumber: 'Business registration number',
      issuedBy: 'Issued by',
      issuedOn: 'Issued on',
      address: 'Registered address',
      phone: 'Phone',
      email: 'Email',
      hours: 'Customer service',
    },
    everyDay: (hours: string) => `Every day, ${hours}`,
    policies: 'Our policies',
  },
  vi: {
    metaDescription:
      'Doanh nghiệp đứng sau Veggie Market: tên đăng ký, mã số doanh nghiệp, địa chỉ và thông tin liên hệ.',
    title: 'Thông tin cửa hàng',
    updated: 'Thông tin do cửa hàng cập nhật',
    intro: (shopName: string, legalName: string) =>
      `${shopName} do ${legalName} vận hành. Theo quy định về thương mại điện tử (Nghị định 52/2013/NĐ-CP, sửa đổi bởi Nghị định 85/2021/NĐ-CP) đối với website bán hàng, dưới đây là thông tin của doanh nghiệp bán hàng cho bạn.`,
    business: 'Doanh nghiệp',
    fields: {
      shopName: 'Tên cửa hàng',
      legalName: 'Tên doanh nghiệp',
      registrationNumber: 'Mã số doanh nghiệp',
      issuedBy: 'Nơi cấp',
      issuedOn: 'Ngày cấp',
      address: 'Địa chỉ trụ sở',
      phone: 'Điện thoại',
      email: 'Email',
      hours: 'Chăm sóc khách hàng',
    },
    everyDay: (hours: string) => `Hằng ngày, ${hours}`,
    policies: 'Chính sách của chúng tôi',
  },
});
