import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
// Content of the built-in post "science-behind-pomodoro-technique" (generic post route).
export const content = `The Pomodoro Technique looks almost too simple to be interesting: work for 25 minutes, rest for 5, repeat. Yet people have used it for decades, and many swear by it. Why does such a small routine help? This short post summarises what research on attention and motivation suggests, and where the popular explanations go further than the evidence.

**Where it comes from**
Francesco Cirillo developed the technique in the late 1980s as a university student, using a tomato-shaped kitchen timer. It grew out of practice, not a laboratory. Very few rigorous studies have tested the exact 25/5 routine, and those that exist are small and short-term. So the honest way to talk about the "science of Pomodoro" is to look at the research behind its ingredients.

**Ingredient 1: attention drifts over time**
Since the 1940s, studies of sustained attention have found a vigilance decrement: when people monitor something for a long time, their performance gradually declines. Why this happens is debated. It may be a kind of fatigue, or it may be that the mind increasingly drifts towards more rewarding things. Either way, unbroken focus on one demanding task rarely stays steady for hours.
- A fixed interval gives attention a natural end point before it fades too far.
- A short break lets you return with a fresh start instead of pushing through a slump.

**Ingredient 2: short breaks help you feel better**
A 2022 meta-analysis of micro-break studies found small but reliable benefits for how people felt: more energy, less fatigue. Effects on performance were less clear and depended on the task, and longer breaks tended to help performance more. In a lab experiment published in 2011, Atsunori Ariga and Alejandro Lleras found that brief switches away from a long, monotonous task prevented the usual drop in performance.
- Short breaks are worth taking for your energy alone.
- After several intervals, a longer break of 15 to 30 minutes gives more complete recovery.

**Ingredient 3: switching tasks is costly**
Research on task switching shows that moving from one task to another costs time and accuracy, and work on attention residue suggests part of your mind stays on the old task after you switch. Notifications add to this: even an alert you do not answer can pull attention away.
- One task per interval reduces switching.
- Writing down stray thoughts for later lets you stay on task without forgetting them.
- Silencing notifications for 25 minutes removes a major source of interruption.

**Ingredient 4: starting is easier when the task is small**
Procrastination research finds that we avoid tasks that feel unpleasant, vague or far from their reward. A 25-minute interval turns "write the report" into "work on the report until the bell", a much smaller and clearer commitment. Research on implementation intentions, concrete "when X, I will do Y" plans, shows that specific plans help people follow through. Starting a timer is a small version of that.

**What the evidence does not show**
- There is no universal 25-minute attention span. The number is a practical convention.
- The idea that breaks refill a "willpower tank" has weakened: a large multi-lab replication in 2016 found the ego depletion effect close to zero.
- Claims about 90-minute ultradian cycles of alertness during the day, and about nature breaks restoring attention, are contested.
- Studies comparing fixed Pomodoro breaks with self-chosen breaks have found mixed results. Some report less fatigue with fixed breaks, others find no overall difference.

**What a research-informed pomodoro looks like**
Putting these ingredients together gives a simple picture of a good session. Before you start, you choose one task and write down the first concrete step, which tackles the starting problem. You silence notifications and close unrelated windows, which reduces switching. You keep a notepad beside you for thoughts that pop up, so they do not pull you away. You work until the bell, then stand up, move, look out of a window and drink some water, which gives your body and eyes a break as well as your mind. You do not check messages during the short break, because that is just another task. After four rounds, you take a proper rest.
None of this needs special equipment. A kitchen timer works. What matters is that the structure is decided in advance, so that you spend your attention on the work rather than on deciding when to stop. Pomolo is one way to run it: it opens with the classic ${F.defaultPair} timer, rings a bell at the end of each phase, and by default waits for you to press Start before the next one, which makes the pause between phases a natural moment to check in with yourself.

**Using the science**
- Start with the classic 25/5, then adjust: 15/3 for hard starts, 20/10 on low-energy days, 45/15 or 50/10 for deep work, 90/20 for occasional long sessions.
- Take a longer break after four pomodoros.
- Aim for a realistic daily goal, such as six pomodoros, rather than an heroic one.
- Judge by results: do you start more easily, stay on task better and finish the day less drained?

**The bottom line**
The Pomodoro Technique is a practical package of ideas that research on attention, breaks, task switching and procrastination supports in general terms, even if its exact numbers are convention. Used flexibly, it is one of the simplest ways to make focused work easier to start and easier to sustain.`;
