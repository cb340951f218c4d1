import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
// Body of "Time Blocking Mastery: Plan Your Day in Focused Blocks"; its opening lines are the `lead` in ../articles.ts.
export const body = `**What time blocking is**
Time blocking means dividing your day into blocks of time and giving each block a specific job. Instead of a list of tasks and a hope that you will get to them, you have a plan that says "9:00 to 10:30: draft the proposal; 10:30 to 11:00: email; 11:00 to 12:00: team meeting." Every hour you care about has been assigned before the day begins.
The idea is old, but it became popular in recent years largely through Cal Newport's 2016 book Deep Work, where he describes planning every minute of the workday in blocks, not to be rigid, but to make deliberate choices about where attention goes. You do not have to be that thorough. Even blocking two or three hours a day for your most important work can change how your week feels.

**Why it works**
**The calendar is honest.** A to-do list can hold fifty items; a day holds only so many hours. When you put tasks into time slots, you immediately see whether your plans fit. Usually they do not, and it is far better to discover that at 8:30 in the morning than at 5:30 in the evening.
**Decisions are made once.** Without a plan, every free half hour starts with a question: what should I do now? The easy answer is usually something shallow, such as messages. With blocks, the question has already been answered, so you can simply start.
**It protects focus.** A block of time for a single task is a commitment to not switch. Research on task switching and attention residue shows that jumping between tasks costs time and leaves part of your mind on the previous task. Blocking reduces how often you switch.
**It limits how long tasks sprawl.** Parkinson's law, the observation that work expands to fill the time available, began as a satirical essay by C. Northcote Parkinson in 1955 rather than a scientific finding. But most people recognise the pattern. A block with a clear end gives a task a boundary.

**How to time block your day, step by step**
**1. Start with what is fixed.** Put meetings, classes, appointments, commuting and family commitments on the calendar first. What remains is the time you can actually plan.
**2. List your tasks and estimate them.** Write down what you want to accomplish today or this week, and estimate each item. If you use the Pomodoro Technique, estimate in pomodoros: a four-pomodoro task needs about two hours including breaks.
**3. Find your best hours.** Most people have a time of day when focus comes more easily, often, but not always, the morning. Notice when yours is. Those hours are your most valuable resource.
**4. Block deep work first.** Put your most important, most demanding task into your best hours, before anything else claims them. A block of 90 minutes to two hours is a good size for deep work; longer blocks need a proper break in the middle.
**5. Block shallow work together.** Email, messages, admin and small tasks get their own blocks, ideally one in the late morning and one in the afternoon. Handling them in batches is faster and keeps them out of your deep work.
**6. Add buffers.** People are reliably optimistic about how long things will take. Psychologists call this the planning fallacy, and studies since the late 1970s have found it again and again, even when people know that similar tasks took longer in the past. Leave 15 to 30 minutes of unassigned time every few hours for overruns, interruptions and surprises.
**7. Plan breaks and a finish line.** Lunch, short breaks and the end of your working day belong on the calendar too. A defined end time is what stops the plan from quietly expanding into your evening.

**Combining time blocks with pomodoros**
Time blocking decides what you work on and when. The Pomodoro Technique decides how you work inside the block. They fit together naturally.
- A two-hour block holds four classic pomodoros of 25 minutes with 5-minute breaks, followed by a longer 15 to 30 minute break.
- A 90-minute block fits three pomodoros, or a single 90/20 session if the work is absorbing and you really take the 20-minute break afterwards.
- An hour fits one 50/10 cycle, popular with programmers and writers who find 25 minutes too short.
- A block for dreaded tasks works well with 15/3: more, shorter intervals make starting easier.
Pomodoros also make your blocks measurable. If a two-hour block produced only two clean pomodoros, you know something interfered, and your records show what.

**Variations worth knowing**
**Task batching.** Group similar tasks into one block: all phone calls together, all invoices together, all code reviews together. Similar tasks share context, so you pay the switching cost once.
**Day theming.** Give whole days, or half-days, a theme: Monday for planning and admin, Tuesday and Thursday mornings for deep work, Friday afternoon for review. Theming is useful when you have several roles and find yourself pulled between them.
**Timeboxing.** A timebox fixes the time for a task in advance and you stop when it runs out, finished or not. It is especially useful for perfectionists and for open-ended tasks such as research, where "done" is hard to define.
**Reactive blocks.** If your job involves responding to people, do not pretend it does not. Block time for being available: support hours, open office hours, a daily window for questions. Your reactive time then has a home, and your focused time is protected.

**When the plan breaks**
It will. A meeting runs over, a colleague needs urgent help, a task turns out to be twice as big as expected. This is not a failure of time blocking; it is exactly what the plan is for. When your schedule is knocked off course, take two minutes at the next natural break to re-plan the rest of the day. Move blocks, drop what no longer fits, and protect what matters most. Newport makes the same point: the goal is not to follow the plan perfectly, but to keep making deliberate decisions about your time rather than drifting.
A useful habit is to keep yesterday's plan visible next to today's. Over time you will see where your estimates go wrong and which blocks always get squeezed, and your future plans will get more realistic.

**Planning the week**
Daily blocking works best inside a weekly plan. Once a week, perhaps on Friday afternoon or Sunday evening, look at the week ahead.
- Put fixed commitments in first.
- Choose the two or three most important outcomes for the week.
- Reserve deep-work blocks for them on specific days before meetings fill the calendar.
- Leave at least one block per day unassigned for the unexpected.
- Note deadlines and work backwards from them.
Blocking your deep work a week ahead also makes it easier to say no to meeting requests that would break it up. "I have a commitment then" is true: the commitment is to your most important work.

**Common mistakes**
- **Overpacking the day.** A calendar blocked wall to wall with no buffers will fail by mid-morning. Plan for roughly two-thirds of your available time at first.
- **Blocks that are too long.** A four-hour block for a single task rarely goes well. Split it with real breaks, or use pomodoros inside it.
- **Ignoring energy.** Scheduling your hardest thinking for the after-lunch dip is asking for trouble. Put demanding work in your best hours and routine work in your worst.
- **Treating the plan as a contract.** The plan serves you. Re-planning is part of the method, not a sign you failed.
- **Not defending the blocks.** If anyone can book over your deep-work time, it will be gone within a week. Mark those blocks as busy in a shared calendar.

**A sample day**
- 8:30 to 8:45: plan the day and check the calendar.
- 8:45 to 10:45: deep work on the quarterly report, four pomodoros and a long break.
- 10:45 to 11:15: email and messages.
- 11:15 to 12:00: team meeting.
- 12:00 to 13:00: lunch, away from the desk.
- 13:00 to 14:00: calls and small tasks, batched.
- 14:00 to 15:30: second deep-work block, three pomodoros on the slide deck.
- 15:30 to 16:00: buffer for overruns and surprises.
- 16:00 to 16:45: email, admin, and tomorrow's plan.
- 16:45: shutdown: review what got done and close the laptop.
This day contains about five hours of real focus work, which is a lot. Most days will be messier, and that is fine.

**Using Pomolo inside your blocks**
Pomolo is a simple way to run the pomodoros inside each block. Choose the ${F.presetPomodoro} preset for classic blocks, ${F.presetExtended} or ${F.presetLongForm} for longer stretches of deep work, or set custom durations from ${F.workMinMinutes} to ${F.workMaxMinutes} minutes of focus and ${F.breakMinMinutes} to ${F.breakMaxMinutes} minutes of break to match your plan. A bell and an optional notification mark the end of each phase, and by default the next phase waits until you press Start (unless you turn on auto-start), which is a good moment to glance at the calendar and check you are still on plan. If you like background sound, the lo-fi player can mark the start of a focus block. Pomolo works offline once installed and needs no account.

**The takeaway**
Time blocking is less about control than about honesty. It shows you how much time you really have, forces you to choose what deserves it, and protects those choices from the steady pull of messages and small tasks. Start small: block your most important work for the next three days, leave buffers, re-plan when things go wrong, and see how much more of what matters gets done.`;
