export { pageViewEntities } from './page-view.entity';
export {
  createPageViewCounter,
  landingConversions,
  pageViewTotals,
  type LandingConversion,
  type PageViewCounter,
  type PageViewTotal,
} from './page-views.service';
