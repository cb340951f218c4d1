import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
// Body of "Breaking Procrastination: Why We Delay and How to Start"; its opening lines are the `lead` in ../articles.ts.
export const body = `**Procrastination is not laziness**
Lazy people do not care about the task. Procrastinators usually care a great deal, which is part of the problem. Researchers such as Tim Pychyl and Fuschia Sirois describe procrastination as a problem of emotion regulation rather than time management: a task triggers an unpleasant feeling, such as boredom, anxiety, self-doubt, confusion or resentment, and putting it off makes the feeling go away for now. The relief is immediate; the cost arrives later.
That explains why procrastination so often feels irrational from the inside. You know that delaying will make things worse. You delay anyway, because in that moment the choice is not really between the task and a distraction. It is between feeling bad now and feeling fine now.

**What makes a task easy to put off**
Piers Steel's large 2007 meta-analysis of procrastination research found a consistent set of ingredients. Tasks are more likely to be delayed when they are unpleasant, when the reward is far away, when we doubt we can do them well, and when we are easily distracted. Steel and his colleague Cornelius König later combined these into temporal motivation theory, which in simple terms says that our motivation rises with how much we expect to succeed and how much we value the result, and falls with how far away the reward is and how impulsive we are.
You can use that as a checklist. When you notice yourself avoiding something, ask which ingredient is strongest:
- Is it unpleasant? Make it smaller or more pleasant.
- Is the payoff far away? Bring a deadline or a reward closer.
- Do I doubt I can do it? Find an easier first step to build confidence.
- Am I surrounded by distractions? Remove them before starting.

**Why it is worth fixing**
Procrastination does not just delay work; it tends to make life harder. In a well-known 1997 study, Dianne Tice and Roy Baumeister followed university students through a semester. Procrastinators reported less stress early on, while deadlines were far away, but more stress and more illness towards the end, and their grades were lower. Later research by Sirois and others has linked chronic procrastination with higher stress and with putting off health-related behaviour. The short-term relief is real, and so is the bill that follows.

**Strategies that work**
**1. Name the feeling.** Before anything else, notice what the task makes you feel. "I'm avoiding this email because I'm worried the client is angry." Naming the emotion does not make it vanish, but it changes the question from "why am I so useless?" to "how do I deal with this worry?", which is a question you can answer.
**2. Shrink the task until starting is easy.** Ask: what is the smallest physical action that moves this forward? Not "write the essay", but "open a document and type the question". Not "sort out my finances", but "find last month's bank statement". Tiny steps reduce the unpleasant feeling that drives avoidance, and once you have started, continuing is much easier.
**3. Commit to a short, timed start.** Tell yourself you will work on the task for just 15 minutes, then you are free to stop. Set a timer and begin. This is one of the reasons the Pomodoro Technique helps procrastinators: a short, bounded interval is much less intimidating than an open-ended task. Often, when the timer rings, you will want to continue. If you do not, you have still made progress, and you can take a 3-minute break and decide again.
**4. Make an if-then plan.** Research on implementation intentions, led by Peter Gollwitzer, shows that plans in the form "when X happens, I will do Y" make people more likely to follow through than general intentions. "When I sit down after lunch, I will open the report and write the first heading" is far more effective than "I'll work on the report this afternoon".
**5. Change the friction.** Make the task easier to start and distractions harder to reach. Leave the document open on your screen the night before. Put your phone in another room. Log out of the sites you drift to. Small obstacles have a surprisingly large effect on what we do when we are on autopilot.
**6. Bring deadlines closer.** Distant deadlines barely motivate. Create near ones: a draft due to a friend on Thursday, a progress check with a colleague on Monday. In a 2002 study, Dan Ariely and Klaus Wertenbroch found that students who set their own deadlines did better than those with only a final deadline, although evenly spaced deadlines set by someone else worked better still. Outside commitments help.
**7. Forgive yourself.** It sounds soft, but it is one of the better-supported ideas in this area. In a 2010 study by Michael Wohl, Tim Pychyl and Shannon Bennett, students who forgave themselves for procrastinating before their first exam procrastinated less before the next one. Harsh self-criticism adds to the bad feelings that caused the delay in the first place. Acknowledge the slip, and move on to the next small step.
**8. Pair the task with something you enjoy.** Katherine Milkman and colleagues called this temptation bundling: in their study, people who could only listen to gripping audiobooks at the gym went to the gym more often. Save a favourite playlist, a good coffee or a comfortable spot for the task you keep avoiding.
**9. Lower the bar for the first version.** Perfectionism is a powerful engine of procrastination. If the task has to be excellent, starting is terrifying. Give yourself permission to make a rough first version that nobody else will see. You can improve a bad draft; you cannot improve a blank page.
**10. Work alongside someone.** Accountability partners, study groups and co-working sessions make it harder to drift and easier to start. Even a friend on a video call, each working on your own task, can help.

**A 20-minute rescue plan**
When you are stuck and the deadline is close, use this sequence:
- Write down, in one sentence, what you are avoiding and how it makes you feel.
- Write the smallest possible first action.
- Clear your desk and screen of everything else, and put your phone out of reach.
- Set a timer for 15 minutes and do only the first action, then the next obvious one.
- When the timer rings, take a 3-minute break away from the screen.
- Decide: another 15 minutes, or a full 25-minute pomodoro? Most people choose to continue.

**When procrastination is a sign of something else**
Everyone procrastinates sometimes. But persistent, severe avoidance can be linked to depression, anxiety or ADHD, and in those cases productivity tips alone are rarely enough. If procrastination is seriously harming your studies, work, health or relationships, or if it comes with persistent low mood or worry, talk to a doctor or a mental health professional. Getting help for the underlying problem often makes the everyday strategies work far better.

**Using a timer to break the cycle**
A timer is one of the simplest tools against procrastination, because it turns an open-ended, emotionally loaded task into a short, concrete commitment. Pomolo opens straight onto a timer with the classic ${F.defaultPair} rhythm, and you can set custom durations from ${F.workMinMinutes} to ${F.workMaxMinutes} minutes of focus and ${F.breakMinMinutes} to ${F.breakMaxMinutes} minutes of break, so a gentle 15/3 start is easy to set up. There is nothing to sign up for and nothing to configure before you begin, which matters when the whole problem is starting.

**The takeaway**
Procrastination is a mood problem wearing a time-management costume. You break it not by forcing yourself harder, but by making the task feel smaller, safer and closer: name the feeling, find a tiny first step, set a short timer, remove distractions, and forgive yourself when you slip. Start with one task today, for fifteen minutes.`;
