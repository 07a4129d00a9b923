export { createJobRunner, type TBackgroundJob, type TJobRunner } from './job-runner';
