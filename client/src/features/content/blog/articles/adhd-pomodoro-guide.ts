import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
// Body of "The Pomodoro Technique for ADHD: A Practical, Flexible Guide"; its opening lines are the `lead` in ../articles.ts.
export const body = `**A note before we start**
ADHD is a neurodevelopmental condition diagnosed by clinicians, and nothing in this article is medical advice or a substitute for assessment, treatment or support. The Pomodoro Technique is not a treatment for ADHD. It is a simple time-management tool, and there is very little research testing it specifically with people who have ADHD. What there is, is a lot of experience: many adults and students with ADHD say that short, timed work intervals help them start and stay on track, and many others say the classic version makes them feel worse. Both can be true. This guide is about adapting the method so that it works with your brain instead of against it.

**Why time and tasks can be hard with ADHD**
ADHD is often described as a problem of attention, but people who live with it usually describe something more specific. Attention is not absent; it is hard to direct on demand. A boring task can feel almost physically impossible to start, while an interesting one can swallow an afternoon without you noticing.
Time itself can feel different. Many people with ADHD describe "time blindness": losing track of how long something has taken, underestimating how long the next thing will take, and feeling deadlines only when they are very close. The psychologist Russell Barkley has argued for years that ADHD is in large part a difficulty with using a sense of time and the future to guide what you do now. Laboratory studies on time estimation in ADHD have found differences on average, although the picture varies a lot between people.
Clinicians also commonly observe that motivation in ADHD responds strongly to interest, novelty, challenge and urgency, and less to importance alone. That is why a task can be genuinely important and still impossible to begin until the deadline is tomorrow.
Finally, there is hyperfocus: a state of intense absorption in one thing, often something enjoyable, where everything else disappears. It is widely reported by people with ADHD, although research on it is still limited. Hyperfocus can be productive, but it can also mean missed meals, missed meetings and the wrong task getting all the attention.

**Why a timer can help**
Seen through that lens, a visible timer does three useful things.
- It makes time external. Instead of relying on an internal sense of time, you can see it. Barkley's advice for ADHD is to put information and time "at the point of performance", in front of you where the work happens, and a running timer does exactly that.
- It creates a small, near deadline. Twenty-five minutes, or fifteen, is a deadline you can feel. That borrowed urgency can be enough to get a boring task moving.
- It makes tasks smaller. "Clean the kitchen" or "write the essay" is overwhelming; "work on it until the bell" is not. Starting is often the hardest part, and a short interval lowers the bar to start.
The bell also marks transitions, which many people with ADHD find difficult. A sound that says "stop and check in" is easier to notice than a vague intention to look at the clock.

**Adjust the technique, don't fight it**
The classic rules, 25 minutes of work, 5 minutes of rest, a long break of 15 to 30 minutes after four rounds, and an indivisible pomodoro, are a good starting point for many people. For many people with ADHD, they are better treated as a menu than as law.
**Start shorter.** If 25 minutes feels like a wall, use 15 minutes of work and a 3-minute break. Some people start with 10 minutes. The aim at first is not maximum output; it is to make starting routine. You can lengthen the interval once starting feels easier.
**Match the interval to the task.** You do not need one rhythm for everything.
- 15/3 for dull, avoided tasks: paperwork, email cleanup, tidying, forms.
- 20/10 for tiring tasks or low-energy days, when you need more recovery.
- 25/5 for ordinary work once starting is no longer the main problem.
- 45/15 or 50/10 for work you find absorbing, where a short interval would break a good streak.
- 90/20 occasionally, for a long creative session, with a firm plan for the break.
**Turn the bell into a checkpoint, not a command.** A strict "stop the moment it rings" rule can be maddening when you have finally got going. An alternative is to treat the bell as a question: "Should I keep going, and is this still the right task?" If the answer is yes, note the time and continue for one more interval; if not, stop and take the break. This keeps the useful part of the bell, noticing time, while respecting the momentum that was so hard to build. The one rule worth keeping is that after two intervals in a row you take a real break, with water, food and movement.
**Use hyperfocus on purpose.** Hyperfocus is not the enemy, but it needs guard rails. Before a session on something absorbing, decide how long it gets and what must happen afterwards. Use a longer interval, and let the bell pull you out at least long enough to eat, drink and check the time.

**Build a launch routine**
The moment before starting is where most sessions are lost. A short, identical routine makes that moment smaller.
- Write the task as a physical first action: not "report" but "open the report file and write three bullet points for the introduction".
- Clear only what is in your way: close unrelated tabs, put the phone in another room or in a drawer, silence notifications.
- Get what you need within reach: water, notes, charger, headphones.
- Start the timer before you feel ready. Readiness often arrives a few minutes after starting, not before.
Some people add a cue such as the same playlist, the same drink or the same seat. Over time the cue itself starts to signal "now we work".

**A parking lot for runaway thoughts**
ADHD minds produce a steady stream of ideas, worries and urges, and each one feels urgent. Keep a notepad or a text file open as a parking lot. When a thought arrives in the middle of a pomodoro, write it down in a few words and return to the task. During the break, glance at the list; most items can wait until later, and some will turn out not to matter at all. The act of writing the thought down is usually what lets you let go of it.

**Make breaks easy to end**
Breaks are often where the ADHD version of the technique falls apart. Five minutes on a phone feed can become forty, because feeds are designed to be hard to leave. The fix is not to skip breaks but to choose breaks with a natural end.
- Move: walk to the kitchen and back, stretch, do ten squats, water a plant.
- Do one small physical chore: empty the dishwasher, fold a few clothes.
- Step outside for a few minutes of air and daylight.
- Get a drink or a snack and come back to the desk with it.
If you do want your phone during a break, set the break timer first, and consider keeping the phone somewhere you have to walk to. Before the break starts, write one sentence about exactly where you stopped. Re-entry is much easier when the next step is already written down.

**Try body doubling**
Body doubling means working alongside another person, in the same room or on a video call, each on your own task. Many people with ADHD find that another person's presence makes it easier to start and to stay on task. There is little formal research on it yet, so think of it as a low-cost experiment. It combines well with pomodoros: agree on a shared interval, say what you will each do, work, then report back during the break.

**Sound and music**
Some people with ADHD work better with background sound and others are distracted by any noise. A few small studies suggest that steady background noise may help some people with ADHD on certain tasks, while it tends not to help, or even hinders, people without ADHD. The evidence is early and the effects are modest, so the best guide is your own experience. Instrumental, steady music without lyrics is usually a safer choice for reading and writing than songs with words. If the music becomes the activity, switch it off for that session.

**Plan with pomodoros, not hours**
Long to-do lists can feel like a reproach. A shorter plan written in pomodoros is easier to face.
- Each morning, or the evening before, pick no more than three tasks.
- Next to each, write how many pomodoros you think it needs. If it is more than five or six, break it into smaller tasks.
- Make progress visible: tick a box or draw a tomato for every finished interval. Seeing a row of completed marks is encouraging, especially on hard days.
- At the end of the day, compare estimates with reality without judging yourself. Many people with ADHD underestimate how long things take; the record helps you plan more kindly tomorrow.
A common suggested daily goal for the classic technique is six pomodoros. If that sounds like a lot, start with two to four and build from there. Three real intervals on a hard task is a good day.

**For students**
Study sessions benefit from the same adjustments. Use short intervals for reading and note-taking, where attention drifts quickly, and longer ones for problem sets or projects you enjoy. Make each pomodoro active: instead of rereading, answer practice questions, explain a concept aloud or make flashcards. Switching subjects every one or two intervals can help keep things interesting; research on interleaving suggests that mixing related topics can also improve learning in some subjects. Plan study in pomodoros well before the exam, so that the deadline does not have to provide all the urgency.

**At work**
In a workplace, external interruptions add to internal ones. Block focus time in your calendar, and use a visible signal such as headphones, a status message or a closed door. Tell colleagues when you will next check messages, then keep that promise. Schedule demanding pomodoros for the time of day when you tend to focus best, and keep administrative tasks for lower-energy periods. If you take medication, you may notice that certain hours are better for focused work than others; questions about timing belong with your prescriber, not with a productivity blog.

**When it is not working**
Some days, nothing works, and the timer becomes one more thing to feel bad about. On those days, make the bar as low as possible: one 10-minute interval on the easiest useful task. If even that fails, rest and try again later. The technique is meant to reduce friction, not to add shame.
If you find you abandon the timer after a few days, that is common. Novelty wears off. Changing something small, such as a new interval length, a different sound, a new place to work or a body-doubling partner, can bring back enough novelty to keep going.

**Using Pomolo with ADHD**
Pomolo opens straight onto a timer, so there are no menus between you and starting. Presets cover ${F.presetPomodoro}, ${F.presetExtended} and ${F.presetLongForm}, and you can set custom durations from ${F.workMinMinutes} to ${F.workMaxMinutes} minutes of focus and ${F.breakMinMinutes} to ${F.breakMaxMinutes} minutes of break, which makes 15/3 or 10/5 easy to set up.
At the end of each phase a bell sounds and, if you allow notifications, one appears, so the transition is hard to miss even in another tab. While the timer runs, the browser tab shows the phase and the time left, which keeps time visible when the window is behind others. By default the next phase does not start on its own: it waits for you to press Start (auto-start is one switch away if deciding each time costs you more than it gives). That pause is a built-in checkpoint where you can decide whether to continue, switch task or take a longer break.
If background sound helps you, Pomolo has a lo-fi music player with four categories: Study & Focus, Chill & Relax, Coffee & Jazz, and Sleep & Calm. For the steady background noise described above, its Soundscape panel mixes white, pink or brown noise, rain, wind, a stream and other sounds, each at its own volume, made live in your browser. Pomolo works offline once installed and needs no account, so there is nothing to sign up for and no setup step to procrastinate on.

**Three routines to try**
- The gentle start: one 10-minute interval on the easiest task, a 5-minute movement break, then two 15/3 intervals on the task you have been avoiding.
- The admin sprint: four 15/3 intervals on small, dull tasks, ticking off one task per interval where possible, followed by a 20-minute break.
- The deep dive: two 45/15 intervals on absorbing work, with the bell as a check-in, food and water in the breaks, and a hard stop after the second interval.

**When to look for more support**
If difficulties with attention, organisation or time are seriously affecting your studies, work or relationships, it is worth talking to a doctor or mental health professional. Support for adult ADHD can include medication, psychological approaches such as cognitive behavioural therapy adapted for ADHD, coaching and practical adjustments at work or school. Tools like a focus timer work best alongside that kind of support, not instead of it.

**The takeaway**
The Pomodoro Technique works for many people with ADHD not because it imposes discipline, but because it makes time visible, tasks smaller and starting easier. Keep those benefits and drop the rules that fight you. Use short intervals for hard starts, longer ones for absorbing work, breaks with a natural end, and a bell that asks a question rather than giving an order. Then count what you did, not what you failed to do.`;
