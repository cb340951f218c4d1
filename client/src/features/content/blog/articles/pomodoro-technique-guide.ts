import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
// Body of "The Complete Guide to the Pomodoro Technique"; its opening lines are the `lead` in ../articles.ts.
export const body = `**Where the technique comes from**
The Pomodoro Technique was created by Francesco Cirillo in the late 1980s, when he was a university student in Italy struggling to concentrate on his studies. As he tells the story, he challenged himself to study for just ten minutes without drifting off, and used the first timer he could find: a kitchen timer shaped like a tomato. "Pomodoro" is Italian for tomato, and the name stuck.
Over the following years Cirillo refined the method, tried it with colleagues and teams, and eventually described it in a book. The version most people know today is deliberately simple, but the original method is richer than "work 25 minutes, rest 5". It includes rules for interruptions, a way of estimating work, and a daily cycle of planning, tracking and reviewing. This guide covers both the simple core and the parts that are easy to miss.

**The core idea**
Work is divided into short, fixed intervals of focused effort called pomodoros, separated by short breaks. During a pomodoro you work on one task and nothing else. When the timer rings, you stop, even if you are in the middle of something, and take a real break. After four pomodoros you take a longer break.
Two things make this more than a timer habit. First, the interval is fixed in advance, so you are never deciding in the moment whether to keep going or check your phone: the timer decides. Second, the unit of work becomes countable. Instead of "I worked on the report all afternoon", you can say "the report took seven pomodoros", which is a far better basis for planning tomorrow.

**The basic steps**
- Choose one task you want to work on.
- Set a timer for 25 minutes.
- Work on that task, and only that task, until the timer rings.
- Put a mark on a sheet of paper or in your tracker to record the finished pomodoro.
- Take a short break of about 5 minutes.
- After every four pomodoros, take a longer break of 15 to 30 minutes.
That is the whole loop. Everything else in this guide is about making the loop work in a real day, with real interruptions and tasks that do not fit neatly into 25 minutes.

**Why 25 minutes?**
Twenty-five minutes is a convention, not a law of nature. Cirillo settled on it through practice: long enough to make meaningful progress on most tasks, short enough that starting feels easy, and short enough that a break arrives before your attention has completely worn out. The five-minute break is long enough to stand up, stretch and reset, and short enough that you do not lose the thread of what you were doing.
The most useful thing about the classic 25/5 rhythm is that it is easy to start. When a task feels big or unpleasant, committing to the whole task is hard, but committing to 25 minutes is not. Many people find that the hardest part of any work session is the first few minutes, and a short, bounded interval lowers that barrier.
Later in this guide we look at other intervals. But if you are new to the technique, start with 25/5 for at least a week before changing anything. You need some experience with the standard rhythm to know what you want to adjust.

**The rules that make it work**
The original method has a few rules that are often dropped in casual use. They matter, because they are what turn a timer into a focus practice.
**A pomodoro is indivisible.** There is no such thing as half a pomodoro. If you abandon a pomodoro to deal with something else, it does not count; you start a fresh one when you come back. This sounds strict, but it is what gives the interval its weight. If you know a pomodoro only counts when it is uninterrupted, you start protecting it.
**If a task needs more than five to seven pomodoros, break it down.** "Write thesis chapter" is not a task; "draft the methods section" might be. Big, vague tasks are where estimates go wrong and procrastination sets in.
**If a task takes less than one pomodoro, combine it with others.** Replying to three short emails, booking an appointment and renaming some files can share one pomodoro.
**If you finish early, keep going on the same task.** When a task is done before the timer rings, use the remaining minutes to review, polish or note what you learned. Cirillo calls this overlearning. The point is to stay in the same context rather than grabbing something new for five minutes.
**The next pomodoro will go better.** A bad pomodoro is not a failure of the method; it is information. Note what went wrong and start the next one.

**Handling interruptions**
Interruptions come in two kinds, and the technique treats them differently.
Internal interruptions come from you: the sudden urge to check messages, look something up, or deal with an unrelated worry. The trick is to acknowledge them without acting on them. Keep a piece of paper next to you. When an urge arrives, write it down in a few words and go straight back to your task. The original method suggests also putting a small mark next to the pomodoro, so that at the end of the day you can see how often your own mind interrupted you. Simply writing the thought down is usually enough to let it go, because you know it will not be forgotten.
External interruptions come from other people: a colleague at your desk, a phone call, a message that seems urgent. Cirillo's strategy is usually summarised as inform, negotiate and call back. Tell the person you are in the middle of something, agree on when you will get back to them, write that down, and then actually follow up when your pomodoro is over. Most "urgent" requests turn out to be perfectly happy to wait twenty minutes.
Some interruptions really cannot wait. In that case, stop, deal with it, and accept that the pomodoro is void. Starting a fresh one afterwards is part of the method, not a defeat.

**Planning your day in pomodoros**
The full technique includes a simple daily cycle built around three lists.
- An Activity Inventory: a running list of everything you might work on, not tied to a day.
- A To Do Today sheet: each morning, you pick from the inventory the tasks you commit to today, in order of priority, with an estimate in pomodoros next to each.
- A Records sheet: at the end of the day you note how many pomodoros each task actually took, along with any interruptions.
You do not need paper for this; a notes app works. What matters is the loop: plan, estimate, work, record, compare. After a couple of weeks you will notice patterns. Perhaps writing tasks always take twice your estimate, or afternoons produce fewer clean pomodoros than mornings. That knowledge is hard to get any other way, and it makes your plans steadily more realistic.

**Estimating in pomodoros**
Estimating in hours is notoriously unreliable, partly because hours on a calendar include meetings, messages and context switches. Estimating in pomodoros is easier, because a pomodoro is a known quantity of focused work.
Start by guessing how many pomodoros each task will need. If your guess is more than five to seven, the task is too big: split it. At the end of the day, compare your estimate with the real count. Do not judge yourself for the gap. The purpose is calibration. Most people underestimate at first; the gap shrinks with practice.
A useful side effect is that estimating forces you to think concretely about what a task involves before you start, which often reveals the first step you had been avoiding.

**Taking breaks properly**
Breaks are not a reward for good behaviour. They are part of the method, and skipping them tends to make later pomodoros worse. A good short break gets you away from the task, physically and mentally.
- Stand up, stretch, and move around.
- Look at something far away to rest your eyes.
- Drink some water or make a cup of tea.
- Step outside or open a window if you can.
- Tidy your desk or do a quick, mindless chore.
What to avoid is anything that pulls you into another demanding context: email, social media, news, or a quick look at another project. These feel restful but are really more work for your attention, and they are hard to leave after five minutes.
The longer break after four pomodoros, 15 to 30 minutes, is the time for a proper rest: a walk, a snack, a conversation, a meal. If you work through it, you will usually notice by the sixth or seventh pomodoro that your focus has faded.

**Variations: finding your rhythm**
Once the classic rhythm feels familiar, you can experiment. Different tasks and different people suit different intervals. Here are common variations and when they tend to help:
- 15/3: fifteen minutes of work and a three-minute break. Useful for tasks you are dreading, for very tired days, for younger students, and for many people with attention difficulties. A short interval makes starting almost effortless.
- 20/10: a gentler ratio with more rest. Helpful during recovery from illness, on low-energy days, or for intense tasks such as language drills where fatigue builds quickly.
- 25/5: the classic. A good default for most work.
- 45/15: longer focus for work that needs a lot of context loaded into your head, such as writing, design or complex analysis, with a generous break to recover.
- 50/10: popular with programmers and researchers who find 25 minutes too short to get into flow. It also fits neatly into an hour.
- 90/20: a long block for deep, creative or highly absorbing work. This is sometimes justified by "ultradian rhythms", roughly 90-minute cycles of alertness, but the evidence for such cycles during waking hours is thin and contested. Treat 90/20 as an option to test, not a biological rule.
Whatever interval you choose, keep the long break after roughly two hours of focused work, and keep the rules: one task, no switching, real breaks.
Change one thing at a time and give each setting a few days. Then ask yourself honestly: did I start more easily, stay on task better, and end the day less drained? That is the test, not whether the interval feels impressive.

**How many pomodoros a day?**
A realistic daily goal for focused work is smaller than most people expect. A good starting target is six pomodoros: with the classic rhythm that is two and a half hours of concentrated work, or around three hours including breaks. That might sound low, but six genuinely focused, uninterrupted intervals is a productive day for most knowledge work. Meetings, messages, admin and conversations fill the rest.
If six is easy, raise the target gradually. If you rarely reach it, look at your Records sheet before blaming yourself: the problem is often too many meetings or interruptions, not a lack of discipline. A consistent six is worth more than an occasional twelve followed by a burnt-out day.

**Common problems and how to fix them**
**"The timer rings just as I get into flow."** Finish your sentence or thought, note where you were, and take the break anyway. Most people find it easier to restart after a break than they expected, because they stopped at a point where they knew what came next. If this happens constantly with a particular kind of work, that is a sign to try a longer interval such as 45/15 or 50/10 for that work.
**"I keep getting interrupted."** Look at your interruption marks. If most are internal, use the write-it-down habit and remove temptations such as phone notifications. If most are external, try the inform, negotiate and call back steps, block focus time in your calendar, or agree on quiet hours with your team.
**"My breaks turn into half-hour scrolling sessions."** Decide what the break is for before it starts, and keep your phone out of reach. Set a timer for the break as well as the work.
**"I can't get started at all."** Shrink the first pomodoro. Try 15 minutes, or decide that the first pomodoro is only for making a plan or opening the files. Starting is the hard part; momentum usually follows.
**"It feels too rigid."** The technique is a tool, not a test. If a pomodoro is interrupted by something important, let it go. If a task really needs a long stretch, use a longer interval. The rules exist to protect your attention, not to punish you.

**Who it works for**
Students use pomodoros for revision, reading and problem sets, where the countable unit makes study plans concrete: "three pomodoros of chemistry, two of history". Writers use them to get past the blank page. Programmers use longer variants to protect blocks of deep work from chat notifications. People with attention difficulties often find that short, external, visible time limits make it easier to begin and to notice when they have drifted. And anyone with a pile of small, dull tasks, such as paperwork, inbox cleanup or household admin, can use one or two pomodoros to clear them without the job expanding to fill the whole afternoon.
It works less well for work that is mostly reactive, such as live customer support, or for activities where stopping on a timer makes no sense, such as a meeting or a conversation. That is fine. Use pomodoros for the parts of your day that need focus, and leave the rest alone.

**Using Pomolo for your pomodoros**
You can practise the technique with any timer, including a kitchen one. We built Pomolo to remove a little friction along the way. It opens straight onto a timer with the classic ${F.defaultPair} rhythm, and offers presets for ${F.presetPomodoro}, ${F.presetExtended} and ${F.presetLongForm}. You can also set custom durations from ${F.workMinMinutes} to ${F.workMaxMinutes} minutes of focus and ${F.breakMinMinutes} to ${F.breakMaxMinutes} minutes of break, so the 15/3, 20/10, 50/10 and 90/20 variations are a few clicks away.
At the end of each phase a bell sounds and, if you allow it, a notification appears. By default the next phase then waits for you to press Start, which is a natural moment to glance at your list, mark the finished pomodoro and decide what comes next; if you would rather keep moving, auto-start for breaks and for focus is one switch away in Settings. Pomolo counts the focus sessions you complete and handles the long break for you: after every ${F.longBreakEvery} focus sessions it gives you a long break of ${F.defaultLongBreakMinutes} minutes, and you can change both numbers (${F.longBreakEveryMin} to ${F.longBreakEveryMax} sessions, ${F.longBreakMinMinutes} to ${F.longBreakMaxMinutes} minutes) or turn long breaks off. A task list with estimated pomodoros keeps the day's work next to the timer.
If you like background sound while you work, Pomolo includes a lo-fi music player with four categories: Study & Focus, Chill & Relax, Coffee & Jazz, and Sleep & Calm. By default the music fades out when a focus session ends, so the break is quiet, and fades back in when the next one starts. It works offline once installed as an app, and you do not need an account for any of it.

**A one-week plan to get started**
- Day 1: Do four classic pomodoros on your most important task. Just notice how it feels to stop when the timer rings.
- Day 2: Add a paper sheet for interruptions. Write down every urge to switch tasks instead of acting on it.
- Day 3: Make a To Do Today list in the morning with a pomodoro estimate next to each task.
- Day 4: Take your breaks away from screens. Compare your energy at the end of the day with Day 1.
- Day 5: Record how many pomodoros each task really took and compare with your estimates.
- Day 6: If 25 minutes felt too short or too long for certain work, try one variation for that work only.
- Day 7: Review the week. What was your typical daily count? Set a realistic goal for next week, six pomodoros if you are unsure.

**The takeaway**
The Pomodoro Technique works because it is small. It does not ask you to become a different person or to reorganise your life. It asks you to pick one thing, work on it for a short, protected interval, then rest. Repeat that a few times a day, keep an honest record, and the small intervals add up to a surprising amount of finished work, with less of the anxiety that comes from staring at a task that seems too big to start.`;
