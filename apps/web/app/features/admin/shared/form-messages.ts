import { defineMessages } from '../../../lib/i18n';

/** The words of the admin's form dialogs with a picture (products, categories), in the screen's language. */
export const adminFormMessages = defineMessages({
  en: {
    cancel: 'Cancel',
    update: 'Update',
    saving: 'Saving...',
    image: {
      hint: 'JPG, PNG or GIF, up to 2 MB',
      current: 'Current image',
      new: 'Newly chosen image',
      choose: 'Choose image',
      none: 'No image chosen',
      wrongType: 'Only JPG, PNG or GIF images',
      tooLarge: 'The image may be at most 2 MB',
    },
  },
  vi: {
    cancel: 'Hủy',
    update: 'Cập nhật',
    saving: 'Đang lưu...',
    image: {
      hint: 'JPG, PNG hoặc GIF, tối đa 2MB',
      current: 'Ảnh hiện tại',
      new: 'Ảnh mới đã chọn',
      choose: 'Chọn ảnh',
      none: 'Chưa chọn ảnh nào',
      wrongType: 'Chỉ chấp nhận ảnh JPG, PNG, GIF',
      tooLarge: 'Kích thước ảnh tối đa 2MB',
    },
  },
});
