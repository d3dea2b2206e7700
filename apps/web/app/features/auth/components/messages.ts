import { defineMessages } from '../../../lib/i18n';

/**
 * The header's account corner and the logout toast: on every storefront page, so apart from the auth
 * screens' catalogue (../messages.ts), which loads only with those screens.
 */
export const sessionMessages = defineMessages({
  en: {
    login: 'Login',
    register: 'Register',
    myAccount: 'My Account',
    profile: 'Profile',
    myOrders: 'My Orders',
    adminPanel: 'Admin Panel',
    logout: 'Logout',
    loggedOut: 'Logged out successfully',
  },
  vi: {
    login: 'Đăng nhập',
    register: 'Đăng ký',
    myAccount: 'Tài khoản',
    profile: 'Hồ sơ',
    myOrders: 'Đơn hàng của tôi',
    adminPanel: 'Trang quản trị',
    logout: 'Đăng xuất',
    loggedOut: 'Đăng xuất thành công',
  },
});
