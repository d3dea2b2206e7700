/** The home page's public face for the app layer. */
export { HomePage } from './components/home-page';
export { homeCategoryLinks } from './home-categories';
export { homeMessages } from './messages';
