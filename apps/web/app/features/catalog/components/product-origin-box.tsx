import { OriginDetails } from '../../../components/product/product-origin';

/*
 * The product page's origin box, the module product-detail.tsx loads after the first load. A module of its own
 * because the trace page imports the origin box statically: loading that shared chunk by `import()` would make
 * Rolldown build its namespace object, whose helper then lands in the runtime every page loads.
 */
export default OriginDetails;
