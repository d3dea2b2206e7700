import { defineMessages } from '../../lib/i18n';

/** How a weight line reads until it is weighed, and once it is (components/product/line-weight.tsx). */
export const lineWeightMessages = defineMessages({
  en: {
    about: (weight: string) => `about ${weight}`,
    estimated: 'estimated',
    estimatedAmount: 'Estimated: ',
    ordered: (weight: string) => `ordered ${weight}`,
    weighed: (weight: string) => `weighed ${weight}`,
  },
  vi: {
    about: (weight: string) => `khoảng ${weight}`,
    estimated: 'ước tính',
    estimatedAmount: 'Ước tính: ',
    ordered: (weight: string) => `đặt ${weight}`,
    weighed: (weight: string) => `cân thực tế ${weight}`,
  },
});
