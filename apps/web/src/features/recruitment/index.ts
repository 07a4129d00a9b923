/* What the recruitment feature offers other features; anything not exported here stays its own. */
export { default as jobStyles } from './components/jobs.module.css';
export { KeywordSearchForm } from './components/keyword-search-form';
export { SearchResults } from './components/search-results';
export { ShareLink } from './components/share-link';
