/**
 * Every message the server sends, and the validation messages both sides show, in English and
 * Vietnamese. Schemas use these keys as their zod messages; whoever renders translates them.
 */
export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

const en = {
  // validation
  required: 'This field is required',
  invalidType: 'Invalid value',
  invalidEmail: 'Please enter a valid email address',
  invalidOption: 'Invalid option',
  tooShort: 'Must be at least {min} characters',
  tooLong: 'Must be at most {max} characters',
  tooSmall: 'Must be at least {min}',
  tooBig: 'Must be at most {max}',
  mustBeInteger: 'Must be a whole number',
  mustBePositive: 'Must be greater than 0',
  salePriceBelowPrice: 'Sale price must be less than the price',
  validationFailed: 'Validation failed',
  nulCharacter: 'Text must not contain the NUL character',
  digitsOnly: 'Enter a whole number using the digits 0-9 only',
  invisibleCharacters: 'Must not contain invisible or text-direction characters',
  passwordTooShort: 'Password must be at least {min} characters',
  passwordMismatch: 'New password and confirm password do not match',
  currentPasswordMissing: 'Please enter your current password',
  requiredFieldsMissing: 'Please fill in all required fields.',
  emailMissing: 'Please enter your email address.',
  termsNotAccepted: 'Please accept the Terms of Service and Privacy Policy',
  // generic
  notFound: 'Not found',
  routeNotFound: 'Route {method} {url} not found',
  malformedJson: 'The request body is not valid JSON',
  fragmentInTarget: 'The request address must not contain "#"',
  malformedRequest: 'The request is not valid HTTP',
  requestTimeout: 'The request took too long to arrive; please try again',
  headersTooLarge: 'The request headers are too large',
  rangeNotSatisfiable: 'The requested range is outside the file',
  bodyTooLarge: 'The request body is too large',
  bodyTooDeep: 'The request body is nested too deeply (at most {max} levels)',
  unsupportedMediaType: 'Unsupported content type',
  tooManyRequests: 'Too many requests, please try again later',
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  // auth
  unauthorized: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'This email is already registered',
  registered: 'Registration successful',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully',
  passwordUpdated: 'Password updated successfully',
  wrongCurrentPassword: 'Current password is incorrect',
  currentPasswordRequired: 'Enter your current password to change your email',
  emailChangedMailSubject: 'Your Veggie Market email was changed',
  emailChangedMailText:
    'Hello {name},\n\nThe email of your Veggie Market account was changed to {email}. From now on, mail for your account goes there.\n\nIf you did not make this change, contact Veggie Market at once: someone else may be using your account.',
  emailChangedByAdminMailText:
    'Hello {name},\n\nA Veggie Market administrator changed the email of your account to {email}. From now on, mail for your account goes there.\n\nIf you did not ask for this, contact Veggie Market at once.',
  ownEmailOnlyInProfile: 'Change your own email from your profile: it asks for your current password',
  avatarUpdated: 'Avatar updated successfully',
  resetRequested: 'If an account exists for this email, a password reset link has been sent',
  resetInvalid: 'This password reset link is invalid or has expired',
  passwordReset: 'Your password has been reset. Please log in.',
  resetMailSubject: 'Reset your Veggie Market password',
  resetMailText:
    'Hello {name},\n\nOpen this link within {minutes} minutes to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this email; your password stays the same.',
  userNotFound: 'User not found',
  // uploads
  fileRequired: 'Please choose an image file',
  fileTooLarge: 'Image size should be less than 2MB',
  imageTooManyPixels: 'The image is too large: at most {max} megapixels (for example 5000 × 5000 pixels)',
  unsupportedFileType: 'Please upload an image file (JPG, PNG, GIF or WebP)',
  // catalog
  productNotFound: 'Product not found',
  searchTooSlow: 'This search took too long. Add a word or pick a category to narrow it.',
  searchBusy: 'Too many searches are running right now. Please try again in a moment.',
  categoryNotFound: 'Category not found',
  categoryNameTaken: 'A category with this name already exists',
  categoryHasProducts: 'This category still has {count} product(s); move or delete them first',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  stockChanged: 'The stock changed while you were editing (now {current}); reload and try again',
  weightUnitUnavailable: 'Selling by weight is not available yet: choose a unit counted in pieces (bunch, box, bag…)',
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
  // cart and orders
  cartUpdated: 'Cart updated',
  cartCleared: 'Cart cleared',
  insufficientStock: 'Only {available} of "{product}" left in stock',
  cartQuantityLimit: 'You can have at most {max} of one product in your cart',
  cartCappedToStock: 'Only {available} of "{product}" in stock: your cart holds {available}',
  cartMergeCapped: 'Your cart holds {quantity} of "{product}", not {requested}: that is all we can sell you',
  cartMergeSoldOut: '"{product}" is sold out and was not added to your cart',
  cartEmpty: 'Your cart is empty',
  missingShippingDetails: 'Please update your phone and address before checkout',
  orderCreated: 'Order created successfully',
  orderNotFound: 'Order not found',
  orderStatusUpdated: 'Order status updated successfully',
  orderDeleted: 'Order deleted successfully',
  // admin users
  roleUpdated: 'User role updated successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be demoted or deleted',
  // shop messages
  contactReceived: 'Thank you! Your message has been sent. We usually answer within one working day.',
  contactMailSubject: 'We received your message',
  contactMailText:
    'Hello,\n\nThank you for writing to Veggie Market. We received your message and usually answer within one working day, by email to this address.\n\nIf you did not write to us, you can ignore this email.',
  newsletterSubscribed: 'Thanks for subscribing! A confirmation is on its way to your inbox.',
  newsletterMailSubject: 'Welcome to the Veggie Market newsletter',
  newsletterMailText:
    'Hello,\n\nThank you for subscribing to the Veggie Market newsletter: seasonal picks, new arrivals and offers, once a week.\n\nTo stop receiving it, open this link and confirm:\n{link}\n\nIf you did not subscribe, open the same link to remove your address.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link from your latest newsletter email.',
  unsubscribed: 'You will no longer receive the Veggie Market newsletter.',
  contactMessageNotFound: 'Message not found',
  subscriberNotFound: 'Subscriber not found',
  // account data
  accountDeleted: 'Your account has been deleted',
  accountDeletePasswordRequired: 'Enter your current password to delete your account',
  accountHasOpenOrders:
    'You have orders that are still on their way. You can delete your account once they are delivered or cancelled.',
  // shop settings
  settingsUpdated: 'Shop settings saved',
  invalidTimeOfDay: 'Enter a time as HH:MM, for example 07:30',
  invalidDate: 'Enter a real date as YYYY-MM-DD',
  invalidPhone: 'Enter a phone number of 8 to 20 digits',
  invalidBusinessNumber: 'Enter the 10-digit business registration number (or 10 digits, a dash and 3 for a branch)',
  closesBeforeOpening: 'The closing time must be after the opening time',
  synonymTermsTooFew: 'Enter at least 2 words or phrases that mean the same',
  synonymTermsTooMany: 'Enter at most 10 words or phrases',
} as const;

export type MessageKey = keyof typeof en;

const vi: Record<MessageKey, string> = {
  required: 'Trường này là bắt buộc',
  invalidType: 'Giá trị không hợp lệ',
  invalidEmail: 'Vui lòng nhập địa chỉ email hợp lệ',
  invalidOption: 'Lựa chọn không hợp lệ',
  tooShort: 'Phải có ít nhất {min} ký tự',
  tooLong: 'Tối đa {max} ký tự',
  tooSmall: 'Phải lớn hơn hoặc bằng {min}',
  tooBig: 'Phải nhỏ hơn hoặc bằng {max}',
  mustBeInteger: 'Phải là số nguyên',
  mustBePositive: 'Phải lớn hơn 0',
  salePriceBelowPrice: 'Giá khuyến mãi phải nhỏ hơn giá gốc',
  validationFailed: 'Dữ liệu không hợp lệ',
  nulCharacter: 'Văn bản không được chứa ký tự NUL',
  digitsOnly: 'Chỉ nhập số nguyên bằng các chữ số 0-9',
  invisibleCharacters: 'Không được chứa ký tự ẩn hoặc ký tự đổi hướng văn bản',
  passwordTooShort: 'Mật khẩu phải có ít nhất {min} ký tự',
  passwordMismatch: 'Mật khẩu mới và mật khẩu xác nhận không khớp',
  currentPasswordMissing: 'Vui lòng nhập mật khẩu hiện tại',
  requiredFieldsMissing: 'Vui lòng điền đầy đủ các thông tin bắt buộc.',
  emailMissing: 'Vui lòng nhập địa chỉ email.',
  termsNotAccepted: 'Vui lòng đồng ý với Điều khoản dịch vụ và Chính sách bảo mật',
  notFound: 'Không tìm thấy',
  routeNotFound: 'Không tìm thấy đường dẫn {method} {url}',
  malformedJson: 'Nội dung yêu cầu không phải JSON hợp lệ',
  fragmentInTarget: 'Địa chỉ yêu cầu không được chứa ký tự "#"',
  malformedRequest: 'Yêu cầu không đúng định dạng HTTP',
  requestTimeout: 'Yêu cầu đến quá chậm, vui lòng thử lại',
  headersTooLarge: 'Phần tiêu đề của yêu cầu quá lớn',
  rangeNotSatisfiable: 'Phạm vi được yêu cầu nằm ngoài tệp',
  bodyTooLarge: 'Nội dung yêu cầu quá lớn',
  bodyTooDeep: 'Nội dung yêu cầu lồng nhau quá sâu (tối đa {max} cấp)',
  unsupportedMediaType: 'Kiểu nội dung không được hỗ trợ',
  tooManyRequests: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  internalError: 'Đã có lỗi xảy ra phía máy chủ. Vui lòng thử lại.',
  serviceUnavailable: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.',
  unauthorized: 'Vui lòng đăng nhập để tiếp tục',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  invalidCredentials: 'Email hoặc mật khẩu không đúng',
  emailTaken: 'Email này đã được đăng ký',
  registered: 'Đăng ký thành công',
  loggedIn: 'Đăng nhập thành công',
  loggedOut: 'Đăng xuất thành công',
  profileUpdated: 'Cập nhật hồ sơ thành công',
  passwordUpdated: 'Đổi mật khẩu thành công',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  currentPasswordRequired: 'Nhập mật khẩu hiện tại để đổi email',
  emailChangedMailSubject: 'Email tài khoản Veggie Market của bạn đã được thay đổi',
  emailChangedMailText:
    'Xin chào {name},\n\nEmail của tài khoản Veggie Market của bạn đã được đổi thành {email}. Từ nay thư về tài khoản sẽ được gửi đến địa chỉ đó.\n\nNếu bạn không thực hiện thay đổi này, hãy liên hệ ngay với Veggie Market: có thể người khác đang dùng tài khoản của bạn.',
  emailChangedByAdminMailText:
    'Xin chào {name},\n\nMột quản trị viên của Veggie Market đã đổi email của tài khoản bạn thành {email}. Từ nay thư về tài khoản sẽ được gửi đến địa chỉ đó.\n\nNếu bạn không yêu cầu thay đổi này, hãy liên hệ ngay với Veggie Market.',
  ownEmailOnlyInProfile: 'Hãy đổi email của chính bạn trong trang hồ sơ: ở đó cần nhập mật khẩu hiện tại',
  avatarUpdated: 'Cập nhật ảnh đại diện thành công',
  resetRequested: 'Nếu email này đã đăng ký, một liên kết đặt lại mật khẩu đã được gửi',
  resetInvalid: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
  passwordReset: 'Mật khẩu đã được đặt lại. Vui lòng đăng nhập.',
  resetMailSubject: 'Đặt lại mật khẩu Veggie Market',
  resetMailText:
    'Xin chào {name},\n\nMở liên kết này trong vòng {minutes} phút để đặt mật khẩu mới:\n{link}\n\nNếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
  userNotFound: 'Không tìm thấy người dùng',
  fileRequired: 'Vui lòng chọn một tệp hình ảnh',
  fileTooLarge: 'Kích thước ảnh phải nhỏ hơn 2MB',
  imageTooManyPixels: 'Ảnh quá lớn: tối đa {max} megapixel (ví dụ 5000 × 5000 điểm ảnh)',
  unsupportedFileType: 'Vui lòng tải lên tệp hình ảnh (JPG, PNG, GIF hoặc WebP)',
  productNotFound: 'Không tìm thấy sản phẩm',
  searchTooSlow: 'Tìm kiếm này mất quá nhiều thời gian. Hãy thêm từ khóa hoặc chọn danh mục để thu hẹp kết quả.',
  searchBusy: 'Đang có quá nhiều lượt tìm kiếm. Vui lòng thử lại sau giây lát.',
  categoryNotFound: 'Không tìm thấy danh mục',
  categoryNameTaken: 'Tên danh mục đã tồn tại',
  categoryHasProducts: 'Danh mục vẫn còn {count} sản phẩm; hãy chuyển hoặc xóa chúng trước',
  productCreated: 'Tạo sản phẩm thành công',
  productUpdated: 'Cập nhật sản phẩm thành công',
  productDeleted: 'Xóa sản phẩm thành công',
  stockChanged: 'Tồn kho đã thay đổi trong lúc bạn chỉnh sửa (hiện còn {current}); hãy tải lại và thử lại',
  weightUnitUnavailable: 'Chưa hỗ trợ bán theo cân: hãy chọn đơn vị tính theo số lượng (bó, hộp, túi…)',
  categoryCreated: 'Tạo danh mục thành công',
  categoryUpdated: 'Cập nhật danh mục thành công',
  categoryDeleted: 'Xóa danh mục thành công',
  cartUpdated: 'Đã cập nhật giỏ hàng',
  cartCleared: 'Đã xóa giỏ hàng',
  insufficientStock: 'Chỉ còn {available} sản phẩm "{product}" trong kho',
  cartQuantityLimit: 'Mỗi sản phẩm chỉ được đặt tối đa {max} trong giỏ hàng',
  cartCappedToStock: 'Chỉ còn {available} sản phẩm "{product}" trong kho: giỏ hàng của bạn có {available}',
  cartMergeCapped:
    'Giỏ hàng của bạn có {quantity} sản phẩm "{product}" thay vì {requested}: đó là tất cả số lượng chúng tôi có thể bán',
  cartMergeSoldOut: '"{product}" đã hết hàng và không được thêm vào giỏ hàng',
  cartEmpty: 'Giỏ hàng của bạn đang trống',
  missingShippingDetails: 'Vui lòng cập nhật số điện thoại và địa chỉ trước khi thanh toán',
  orderCreated: 'Đặt hàng thành công',
  orderNotFound: 'Không tìm thấy đơn hàng',
  orderStatusUpdated: 'Cập nhật trạng thái đơn hàng thành công',
  orderDeleted: 'Xóa đơn hàng thành công',
  roleUpdated: 'Cập nhật vai trò người dùng thành công',
  userUpdated: 'Cập nhật người dùng thành công',
  userDeleted: 'Xóa người dùng thành công',
  cannotChangeOwnRole: 'Bạn không thể thay đổi vai trò của chính mình',
  cannotDeleteSelf: 'Bạn không thể xóa tài khoản của chính mình',
  lastAdmin: 'Không thể hạ quyền hoặc xóa quản trị viên cuối cùng',
  contactReceived: 'Cảm ơn bạn! Tin nhắn của bạn đã được gửi. Chúng tôi thường trả lời trong vòng một ngày làm việc.',
  contactMailSubject: 'Chúng tôi đã nhận được tin nhắn của bạn',
  contactMailText:
    'Xin chào,\n\nCảm ơn bạn đã viết cho Veggie Market. Chúng tôi đã nhận được tin nhắn của bạn và thường trả lời qua email đến địa chỉ này trong vòng một ngày làm việc.\n\nNếu bạn không gửi tin nhắn nào cho chúng tôi, hãy bỏ qua email này.',
  newsletterSubscribed: 'Cảm ơn bạn đã đăng ký! Thư xác nhận đang được gửi đến hộp thư của bạn.',
  newsletterMailSubject: 'Chào mừng bạn đến với bản tin Veggie Market',
  newsletterMailText:
    'Xin chào,\n\nCảm ơn bạn đã đăng ký nhận bản tin Veggie Market: sản phẩm theo mùa, hàng mới về và ưu đãi, mỗi tuần một lần.\n\nĐể ngừng nhận bản tin, hãy mở liên kết này và xác nhận:\n{link}\n\nNếu bạn không đăng ký, hãy mở cùng liên kết này để gỡ địa chỉ của bạn.',
  unsubscribeInvalid: 'Liên kết hủy đăng ký này không hợp lệ. Vui lòng dùng liên kết trong email bản tin mới nhất.',
  unsubscribed: 'Bạn sẽ không nhận bản tin Veggie Market nữa.',
  contactMessageNotFound: 'Không tìm thấy tin nhắn',
  subscriberNotFound: 'Không tìm thấy người đăng ký',
  accountDeleted: 'Tài khoản của bạn đã được xóa',
  accountDeletePasswordRequired: 'Nhập mật khẩu hiện tại để xóa tài khoản',
  accountHasOpenOrders:
    'Bạn còn đơn hàng đang trên đường giao. Bạn có thể xóa tài khoản khi các đơn này đã giao xong hoặc đã hủy.',
  settingsUpdated: 'Đã lưu cài đặt cửa hàng',
  invalidTimeOfDay: 'Nhập giờ theo dạng HH:MM, ví dụ 07:30',
  invalidDate: 'Nhập một ngày có thật theo dạng YYYY-MM-DD',
  invalidPhone: 'Nhập số điện thoại từ 8 đến 20 chữ số',
  invalidBusinessNumber:
    'Nhập mã số doanh nghiệp gồm 10 chữ số (hoặc 10 chữ số, dấu gạch ngang và 3 chữ số cho chi nhánh)',
  closesBeforeOpening: 'Giờ đóng cửa phải sau giờ mở cửa',
  synonymTermsTooFew: 'Nhập ít nhất 2 từ hoặc cụm từ cùng nghĩa',
  synonymTermsTooMany: 'Nhập tối đa 10 từ hoặc cụm từ',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, vi };

export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Renders a message in a language, filling `{name}` placeholders from params. */
export function translate(key: MessageKey, lang: Language = 'en', params: MessageParams = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Picks the language from an Accept-Language header: Vietnamese when it is preferred, else English. */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('vi') ? 'vi' : 'en';
}
