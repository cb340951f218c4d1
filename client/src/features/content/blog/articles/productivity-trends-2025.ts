import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
// Body of "Productivity Trends for 2025: What Actually Helps You Focus"; its opening lines are the `lead` in ../articles.ts.
export const body = `**1. AI assistants become ordinary**
Generative AI tools moved from novelty to routine in many workplaces and classrooms. People use them to draft emails, summarise documents, write code and brainstorm. Early research is encouraging but nuanced. A study of customer-support agents by Erik Brynjolfsson and colleagues found that an AI assistant raised productivity, with the largest gains for less experienced workers. A field experiment with consultants, led by researchers at Harvard Business School and Boston Consulting Group, found what the authors called a "jagged frontier": on tasks the AI handled well, consultants using it did better, but on a task outside its capabilities, those who relied on it were more likely to get the answer wrong.
**What to take from it:** AI can remove a lot of routine drafting and searching, which frees time for focused work. But it does not do your thinking for you, and it can be confidently wrong. Use it for first drafts and summaries, then check and decide for yourself. The time it saves is only valuable if you protect it for work that needs your full attention.

**2. Deep work gets scheduled, not hoped for**
As days fill with messages and video calls, more people treat focused time as something to book in advance. Time blocking, no-meeting mornings and "focus days" have become common in teams that need concentrated work. Some companies have experimented with meeting-free days; reports from those experiments are generally positive, but most evidence is self-reported, so it is best read as promising rather than proven.
**What to take from it:** Put your most important work in your calendar before anything else claims the time. Two protected blocks of 90 minutes to two hours, each run as a few pomodoros, can do more than a whole day of fragmented effort.

**3. Asynchronous communication by default**
Hybrid and remote work have pushed many teams towards written, asynchronous communication: shared documents, recorded updates and threads instead of meetings. Done well, async work lets people respond when they are ready instead of when they are interrupted. Done badly, it becomes a chat app that demands instant answers all day.
**What to take from it:** Agree on response-time expectations with your team. "I reply to messages within a few hours, not minutes" gives everyone permission to focus. Batch your messages into set times, and use the rest of the day for work that needs concentration.

**4. The backlash against hustle culture**
The idea that more hours always mean more output is losing ground. In 2019 the World Health Organization included burnout in its International Classification of Diseases as an occupational phenomenon, resulting from chronic workplace stress that has not been successfully managed. Large pilots of four-day working weeks, such as the one run in the United Kingdom in 2022, reported that most participating companies chose to continue with shorter weeks. Those companies volunteered to take part, so results may not apply everywhere, but the conversation has clearly shifted from hours worked towards results and sustainability.
**What to take from it:** Sustainable productivity beats heroic bursts. Plan a realistic amount of focused work each day, such as six pomodoros, take your breaks, and stop at a defined time. A rested mind does better work tomorrow.

**5. Breaks are taken seriously**
Research on micro-breaks has matured. A 2022 meta-analysis found small but reliable effects of short breaks on how people felt, with more energy and less fatigue, while the effect on performance was less clear and depended on the task. Studies on breaking up long periods of sitting link short movement breaks to better physical health markers. Breaks are increasingly seen as part of good work rather than a sign of slacking.
**What to take from it:** Plan breaks the way you plan work. The classic rhythm of 25 minutes of focus and a 5-minute break, with a longer 15 to 30 minute break after four rounds, is a simple structure. Use breaks to move and rest your eyes, not to scroll.

**6. Single-purpose, privacy-respecting tools**
After years of all-in-one platforms, many people are tiring of tools that demand an account, send constant notifications and collect more data than they need. There is growing interest in simpler, single-purpose apps that work offline, store data locally and stay out of the way. The digital minimalism movement, popularised by Cal Newport's 2019 book, gave this mood a name.
**What to take from it:** Audit the tools you use. Keep the ones that do an important job well; drop or restrict the ones that mainly interrupt you. Prefer tools you can use without signing up, that work when the connection drops, and that do not compete for your attention.

**7. Study-with-me and virtual co-working**
Long "study with me" videos, virtual co-working rooms and live focus sessions have become popular, especially with students. People watch someone else study, or work alongside strangers on camera, often with a visible timer and calm background music. The effect resembles what the ADHD community calls body doubling: another person's presence makes it easier to start and keep going. Formal research on it is still limited, but the appeal is easy to understand.
**What to take from it:** If working alone makes it hard to start, borrow some company. A friend on a video call, a library or a co-working session can provide the same structure. Agree on an interval, work, and check in during the break.

**8. Ambient sound and lo-fi music**
Lo-fi hip-hop streams and ambient soundscapes have become a familiar soundtrack for studying and work. Research on background music is mixed: instrumental music generally interferes less with reading and writing than songs with lyrics, and people differ a lot in how much background sound helps or hinders them. The steady, unobtrusive character of lo-fi is probably part of its appeal.
**What to take from it:** Test it honestly. Try a few sessions with instrumental music and a few in silence, on similar tasks, and notice which goes better. Keep the volume low, and switch it off for tasks that involve heavy reading or writing if you find the music pulls you in.

**9. Measuring output, not hours**
With more flexible and remote work, managers and individuals are moving away from measuring time at a desk and towards measuring what actually gets done. For individuals this is an opportunity. Counting focused sessions, finished tasks or completed milestones gives a more honest picture than counting hours.
**What to take from it:** Track something meaningful. Counting completed pomodoros per task, and comparing them with your estimates, tells you far more about your work than a timesheet does. Over a few weeks it makes your plans more realistic.

**10. The classic techniques return**
In the middle of all this change, one trend is reassuringly old. The Pomodoro Technique, created by Francesco Cirillo in the late 1980s, time blocking and simple paper planning remain popular, and are often rediscovered by people who have tried more complicated systems. Their strength is that they are simple enough to keep using when life gets busy.
**What to take from it:** Before adopting a complex new system, try the basics properly for two weeks. Start with 25/5. Try variations if it does not suit you: 15/3 for hard starts, 20/10 on low-energy days, 45/15 or 50/10 for deep work, and occasionally 90/20 for long creative sessions.

**Putting the trends to work**
Trends come and go; what lasts is the underlying idea. Almost every useful trend on this list is about the same thing: protecting your attention. AI can remove drudgery; async communication and time blocking can protect focus; breaks and shorter weeks can prevent burnout; simpler tools and calm sound can reduce distraction.
If you want one change to make this year, make it this: decide in advance when you will focus, and protect that time from everything else. A simple timer helps. Pomolo opens straight onto one, with presets for ${F.presetPomodoro}, ${F.presetExtended} and ${F.presetLongForm}, custom durations, a lo-fi music player, and no account or internet connection needed once installed.`;
