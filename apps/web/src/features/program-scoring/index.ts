/* What the program-scoring feature offers other features; anything not exported here stays its own. */
export { ScoringTasksBlock } from './components/scoring-tasks-block';
