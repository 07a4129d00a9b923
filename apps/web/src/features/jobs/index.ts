/* What the jobs feature offers other features; anything not exported here stays its own. */
