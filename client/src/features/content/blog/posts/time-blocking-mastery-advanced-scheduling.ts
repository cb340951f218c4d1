import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
// Content of the built-in post "time-blocking-mastery-advanced-scheduling" (generic post route).
export const content = `Basic time blocking is simple: give each part of your day a job, and put your most important work in your best hours. It works well on calm days. But many weeks are not calm. Meetings appear at short notice, urgent requests arrive, and tasks take twice as long as planned. These advanced techniques help time blocking survive real, unpredictable weeks.

**Plan for your real capacity**
The most common mistake in time blocking is planning a day as if nothing will go wrong. Psychologists call our habit of underestimating how long things take the planning fallacy, and it shows up even when we know similar tasks took longer before.
- Schedule only about two-thirds of your available time at first. The rest is buffer.
- Track how long tasks really take for two weeks, ideally in pomodoros, and use the real numbers next time.
- Put buffer blocks of 15 to 30 minutes after every two or three focus blocks, not just at the end of the day.

**Map your energy, not just your time**
An hour at 9 in the morning and an hour at 3 in the afternoon are not the same hour. For a week, note how easily you focus at different times of day, using a simple scale from one to five.
- Put your hardest thinking in your highest-energy hours.
- Use lower-energy periods for email, admin, calls and routine tasks.
- Protect your best hours from meetings whenever you have a choice.

**Cluster meetings**
Meetings scattered across the day destroy deep work, because the gaps between them are too short to get into anything. If you can, group meetings together, for example all in the afternoon or on particular days. A day with meetings from 1 to 4 and a clear morning is far more productive than a day with one meeting every two hours.

**Build a weekly template**
Instead of planning every week from scratch, create a default week: deep-work blocks on certain mornings, admin on Monday afternoon, a review on Friday. Each week, start from the template and adjust it. A template saves planning time and makes your focus blocks feel normal to colleagues, who learn when you are usually unavailable.

**Use contingency blocks**
Some jobs generate unpredictable work every day. Rather than letting it break your plan, give it a home.
- Reserve a daily "flex block" for urgent requests that come in during the morning.
- When something urgent arrives, ask whether it can wait until the flex block. Most things can.
- If the flex block is not needed, use it for a task from your backlog.

**Re-plan at every break**
A schedule that breaks at 10 in the morning is not a failed schedule. It is a signal to re-plan. At the next natural pause, take two minutes to redraw the rest of the day: move what must happen, drop what no longer fits, and protect the most important block. Cal Newport, who popularised detailed time blocking, makes the same point: the goal is to keep making deliberate decisions about your time, not to follow the first plan perfectly.

**Combine blocks and pomodoros**
Blocks decide what you work on; pomodoros decide how you work inside them.
- A two-hour deep-work block holds four classic 25/5 pomodoros, followed by a longer break of 15 to 30 minutes.
- For writing or programming, a 50/10 rhythm fits neatly into hour-long blocks.
- For a dreaded task, 15/3 intervals make a block easier to start.
Counting completed pomodoros per block also shows where your plans and reality diverge.

**Defend the blocks**
- Mark focus blocks as busy in any shared calendar.
- Decline or reschedule meetings that land on them, offering an alternative time.
- Tell colleagues when you check messages, so they know when to expect an answer.
- Keep your phone out of reach and notifications off during deep-work blocks.

**Review weekly**
Once a week, look back at the plans and what actually happened. Which blocks held? Which were always squeezed? Which estimates were furthest off? Adjust your template and your buffers based on what you see. After a month or two, your plans will be noticeably more realistic and far less stressful.

**Tools that help**
A calendar is the core tool for time blocking. For the pomodoros inside each block, a simple timer is all you need. Pomolo offers presets for ${F.presetPomodoro}, ${F.presetExtended} and ${F.presetLongForm} and custom durations from ${F.workMinMinutes} to ${F.workMaxMinutes} minutes of focus and ${F.breakMinMinutes} to ${F.breakMaxMinutes} minutes of break, with a bell at the end of each phase, and it works offline with no account.

**The takeaway**
Advanced time blocking is not about more detailed plans; it is about plans that bend without breaking. Plan for your real capacity, match work to energy, cluster meetings, give unpredictable work a home, and re-plan whenever the day changes. The result is a schedule you can actually keep.`;
