/* What the resumes feature offers other features; anything not exported here stays its own. */
export { ResumeDocument } from './components/resume-view';
