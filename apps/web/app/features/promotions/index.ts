/** The promotions feature's public face: the shop's running promotions and how each reads. */
export { getPromotions, promotionKeys, usePublicPromotions } from './api/get-promotions';
export { usePromotionText } from './promotion-text';
export { promotionMessages } from './messages';
