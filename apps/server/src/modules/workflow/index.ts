import type { TModule } from '../../core/module';
import { workflowDeadlineJob } from '../../core/workflow';

/**
 * Wires the workflow engine's shared work into the application: the one deadline job for every
 * kind of application (talent programs now, recognition, services and archive requests next).
 * The modules that own applications publish their processes and call the engine themselves.
 */
export const workflowModule: TModule = {
  name: 'workflow',
  jobs: (deps) => [workflowDeadlineJob(deps)],
};
