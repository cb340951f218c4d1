/**
 * The language list served as /i18n.json: code, name, nativeName, dir, page meta and the short UI groups
 * (timer, settings, player, categories, footer) for every routed language.
 */
import { LANGUAGES, type LanguageCode } from './languages.ts';

export interface I18nUi {
  timer: { focus: string; break: string; start: string; pause: string; reset: string; skip: string };
  settings: { title: string; workDuration: string; breakDuration: string; minutes: string; close: string };
  player: { play: string; pause: string; next: string; previous: string; shuffle: string; mute: string; volume: string };
  categories: { 'study-focus': string; 'chill-relax': string; 'coffee-jazz': string; 'sleep-calm': string };
  footer: { about: string; contact: string; privacy: string; terms: string; blog: string; faq: string; recommendations: string };
}

export interface I18nEntry {
  code: LanguageCode;
  locale: string;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
  meta: { title: string; description: string };
  ui: I18nUi;
}

type Texts = { meta: I18nEntry['meta']; ui: I18nUi };

export const I18N_TEXTS: Record<LanguageCode, Texts> = {
  en: {
    meta: { title: 'Pomolo — Focus timer & lo-fi music', description: 'A free Pomodoro focus timer with a built-in lo-fi music player. Works offline, no account needed.' },
    ui: {
      timer: { focus: 'Focus', break: 'Break', start: 'Start', pause: 'Pause', reset: 'Reset', skip: 'Skip' },
      settings: { title: 'Timer settings', workDuration: 'Work duration', breakDuration: 'Break duration', minutes: 'minutes', close: 'Close settings' },
      player: { play: 'Play', pause: 'Pause', next: 'Next track', previous: 'Previous track', shuffle: 'Shuffle', mute: 'Mute', volume: 'Volume' },
      categories: { 'study-focus': 'Study & Focus', 'chill-relax': 'Chill & Relax', 'coffee-jazz': 'Coffee & Jazz', 'sleep-calm': 'Sleep & Calm' },
      footer: { about: 'About Us', contact: 'Contact', privacy: 'Privacy Policy', terms: 'Terms of Use', blog: 'Blog', faq: 'FAQ', recommendations: 'Any Recommendations?' },
    },
  },
  de: {
    meta: { title: 'Pomolo — Fokus-Timer & Lo-Fi-Musik', description: 'Ein kostenloser Pomodoro-Fokus-Timer mit integriertem Lo-Fi-Musikplayer. Funktioniert offline, ohne Konto.' },
    ui: {
      timer: { focus: 'Fokus', break: 'Pause', start: 'Start', pause: 'Anhalten', reset: 'Zurücksetzen', skip: 'Überspringen' },
      settings: { title: 'Timer-Einstellungen', workDuration: 'Arbeitsdauer', breakDuration: 'Pausendauer', minutes: 'Minuten', close: 'Einstellungen schließen' },
      player: { play: 'Abspielen', pause: 'Pausieren', next: 'Nächster Titel', previous: 'Vorheriger Titel', shuffle: 'Zufallswiedergabe', mute: 'Stummschalten', volume: 'Lautstärke' },
      categories: { 'study-focus': 'Lernen & Fokus', 'chill-relax': 'Chillen & Entspannen', 'coffee-jazz': 'Kaffee & Jazz', 'sleep-calm': 'Schlaf & Ruhe' },
      footer: { about: 'Über uns', contact: 'Kontakt', privacy: 'Datenschutzerklärung', terms: 'Nutzungsbedingungen', blog: 'Blog', faq: 'FAQ', recommendations: 'Hast du Vorschläge?' },
    },
  },
  fr: {
    meta: { title: 'Pomolo — Minuteur de concentration & musique lo-fi', description: 'Un minuteur Pomodoro gratuit avec un lecteur de musique lo-fi intégré. Fonctionne hors ligne, sans compte.' },
    ui: {
      timer: { focus: 'Concentration', break: 'Pause', start: 'Démarrer', pause: 'Pause', reset: 'Réinitialiser', skip: 'Passer' },
      settings: { title: 'Réglages du minuteur', workDuration: 'Durée de travail', breakDuration: 'Durée de pause', minutes: 'minutes', close: 'Fermer les réglages' },
      player: { play: 'Lire', pause: 'Pause', next: 'Piste suivante', previous: 'Piste précédente', shuffle: 'Lecture aléatoire', mute: 'Couper le son', volume: 'Volume' },
      categories: { 'study-focus': 'Études & Concentration', 'chill-relax': 'Détente & Calme', 'coffee-jazz': 'Café & Jazz', 'sleep-calm': 'Sommeil & Sérénité' },
      footer: { about: 'À propos', contact: 'Contact', privacy: 'Politique de confidentialité', terms: "Conditions d'utilisation", blog: 'Blog', faq: 'FAQ', recommendations: 'Des suggestions ?' },
    },
  },
  es: {
    meta: { title: 'Pomolo — Temporizador de concentración y música lo-fi', description: 'Un temporizador Pomodoro gratuito con reproductor de música lo-fi integrado. Funciona sin conexión y sin cuenta.' },
    ui: {
      timer: { focus: 'Enfoque', break: 'Descanso', start: 'Iniciar', pause: 'Pausar', reset: 'Reiniciar', skip: 'Saltar' },
      settings: { title: 'Ajustes del temporizador', workDuration: 'Duración del trabajo', breakDuration: 'Duración del descanso', minutes: 'minutos', close: 'Cerrar ajustes' },
      player: { play: 'Reproducir', pause: 'Pausar', next: 'Pista siguiente', previous: 'Pista anterior', shuffle: 'Aleatorio', mute: 'Silenciar', volume: 'Volumen' },
      categories: { 'study-focus': 'Estudio y Enfoque', 'chill-relax': 'Chill y Relax', 'coffee-jazz': 'Café y Jazz', 'sleep-calm': 'Sueño y Calma' },
      footer: { about: 'Sobre nosotros', contact: 'Contacto', privacy: 'Política de privacidad', terms: 'Términos de uso', blog: 'Blog', faq: 'Preguntas frecuentes', recommendations: '¿Alguna recomendación?' },
    },
  },
  tr: {
    meta: { title: 'Pomolo — Odak zamanlayıcısı ve lo-fi müzik', description: 'Yerleşik lo-fi müzik çalarlı ücretsiz bir Pomodoro odak zamanlayıcısı. Çevrimdışı çalışır, hesap gerekmez.' },
    ui: {
      timer: { focus: 'Odak', break: 'Mola', start: 'Başlat', pause: 'Duraklat', reset: 'Sıfırla', skip: 'Atla' },
      settings: { title: 'Zamanlayıcı ayarları', workDuration: 'Çalışma süresi', breakDuration: 'Mola süresi', minutes: 'dakika', close: 'Ayarları kapat' },
      player: { play: 'Çal', pause: 'Duraklat', next: 'Sonraki parça', previous: 'Önceki parça', shuffle: 'Karışık çal', mute: 'Sesi kapat', volume: 'Ses düzeyi' },
      categories: { 'study-focus': 'Ders ve Odak', 'chill-relax': 'Sakin ve Rahat', 'coffee-jazz': 'Kahve ve Caz', 'sleep-calm': 'Uyku ve Huzur' },
      footer: { about: 'Hakkımızda', contact: 'İletişim', privacy: 'Gizlilik Politikası', terms: 'Kullanım Koşulları', blog: 'Blog', faq: 'SSS', recommendations: 'Öneriniz var mı?' },
    },
  },
  it: {
    meta: { title: 'Pomolo — Timer per la concentrazione e musica lo-fi', description: 'Un timer Pomodoro gratuito con lettore di musica lo-fi integrato. Funziona offline, senza account.' },
    ui: {
      timer: { focus: 'Concentrazione', break: 'Pausa', start: 'Avvia', pause: 'Pausa', reset: 'Azzera', skip: 'Salta' },
      settings: { title: 'Impostazioni del timer', workDuration: 'Durata del lavoro', breakDuration: 'Durata della pausa', minutes: 'minuti', close: 'Chiudi impostazioni' },
      player: { play: 'Riproduci', pause: 'Pausa', next: 'Brano successivo', previous: 'Brano precedente', shuffle: 'Riproduzione casuale', mute: 'Disattiva audio', volume: 'Volume' },
      categories: { 'study-focus': 'Studio e Concentrazione', 'chill-relax': 'Chill e Relax', 'coffee-jazz': 'Caffè e Jazz', 'sleep-calm': 'Sonno e Calma' },
      footer: { about: 'Chi siamo', contact: 'Contatti', privacy: 'Informativa sulla privacy', terms: "Termini d'uso", blog: 'Blog', faq: 'Domande frequenti', recommendations: 'Hai suggerimenti?' },
    },
  },
  ja: {
    meta: { title: 'Pomolo — 集中タイマーとローファイ音楽', description: 'ローファイ音楽プレーヤーを内蔵した無料のポモドーロ集中タイマー。オフラインでも使え、アカウントは不要です。' },
    ui: {
      timer: { focus: '集中', break: '休憩', start: '開始', pause: '一時停止', reset: 'リセット', skip: 'スキップ' },
      settings: { title: 'タイマー設定', workDuration: '作業時間', breakDuration: '休憩時間', minutes: '分', close: '設定を閉じる' },
      player: { play: '再生', pause: '一時停止', next: '次の曲', previous: '前の曲', shuffle: 'シャッフル', mute: 'ミュート', volume: '音量' },
      categories: { 'study-focus': '勉強・集中', 'chill-relax': 'チル・リラックス', 'coffee-jazz': 'コーヒー・ジャズ', 'sleep-calm': '睡眠・やすらぎ' },
      footer: { about: '私たちについて', contact: 'お問い合わせ', privacy: 'プライバシーポリシー', terms: '利用規約', blog: 'ブログ', faq: 'よくある質問', recommendations: 'ご提案はありますか？' },
    },
  },
  zh: {
    meta: { title: 'Pomolo — 专注计时器与 Lo-fi 音乐', description: '免费的番茄工作法专注计时器，内置 Lo-fi 音乐播放器。可离线使用，无需注册账号。' },
    ui: {
      timer: { focus: '专注', break: '休息', start: '开始', pause: '暂停', reset: '重置', skip: '跳过' },
      settings: { title: '计时器设置', workDuration: '工作时长', breakDuration: '休息时长', minutes: '分钟', close: '关闭设置' },
      player: { play: '播放', pause: '暂停', next: '下一首', previous: '上一首', shuffle: '随机播放', mute: '静音', volume: '音量' },
      categories: { 'study-focus': '学习与专注', 'chill-relax': '休闲放松', 'coffee-jazz': '咖啡与爵士', 'sleep-calm': '睡眠与平静' },
      footer: { about: '关于我们', contact: '联系我们', privacy: '隐私政策', terms: '使用条款', blog: '博客', faq: '常见问题', recommendations: '有什么建议吗？' },
    },
  },
  ru: {
    meta: { title: 'Pomolo — таймер концентрации и lo-fi музыка', description: 'Бесплатный Pomodoro-таймер со встроенным lo-fi плеером. Работает офлайн, без регистрации.' },
    ui: {
      timer: { focus: 'Фокус', break: 'Перерыв', start: 'Старт', pause: 'Пауза', reset: 'Сбросить', skip: 'Пропустить' },
      settings: { title: 'Настройки таймера', workDuration: 'Время работы', breakDuration: 'Время перерыва', minutes: 'минут', close: 'Закрыть настройки' },
      player: { play: 'Воспроизвести', pause: 'Пауза', next: 'Следующий трек', previous: 'Предыдущий трек', shuffle: 'Перемешать', mute: 'Выключить звук', volume: 'Громкость' },
      categories: { 'study-focus': 'Учёба и фокус', 'chill-relax': 'Чилл и отдых', 'coffee-jazz': 'Кофе и джаз', 'sleep-calm': 'Сон и покой' },
      footer: { about: 'О нас', contact: 'Контакты', privacy: 'Политика конфиденциальности', terms: 'Условия использования', blog: 'Блог', faq: 'Вопросы и ответы', recommendations: 'Есть предложения?' },
    },
  },
  pt: {
    meta: { title: 'Pomolo — Timer de foco e música lo-fi', description: 'Um timer Pomodoro gratuito com player de música lo-fi integrado. Funciona offline, sem precisar de conta.' },
    ui: {
      timer: { focus: 'Foco', break: 'Pausa', start: 'Iniciar', pause: 'Pausar', reset: 'Reiniciar', skip: 'Pular' },
      settings: { title: 'Configurações do timer', workDuration: 'Duração do trabalho', breakDuration: 'Duração da pausa', minutes: 'minutos', close: 'Fechar configurações' },
      player: { play: 'Tocar', pause: 'Pausar', next: 'Próxima faixa', previous: 'Faixa anterior', shuffle: 'Aleatório', mute: 'Silenciar', volume: 'Volume' },
      categories: { 'study-focus': 'Estudo e Foco', 'chill-relax': 'Chill e Relax', 'coffee-jazz': 'Café e Jazz', 'sleep-calm': 'Sono e Calma' },
      footer: { about: 'Sobre nós', contact: 'Contato', privacy: 'Política de Privacidade', terms: 'Termos de Uso', blog: 'Blog', faq: 'Perguntas frequentes', recommendations: 'Alguma sugestão?' },
    },
  },
  ko: {
    meta: { title: 'Pomolo — 집중 타이머와 로파이 음악', description: '로파이 음악 플레이어가 내장된 무료 뽀모도로 집중 타이머. 오프라인에서도 작동하며 계정이 필요 없습니다.' },
    ui: {
      timer: { focus: '집중', break: '휴식', start: '시작', pause: '일시정지', reset: '초기화', skip: '건너뛰기' },
      settings: { title: '타이머 설정', workDuration: '작업 시간', breakDuration: '휴식 시간', minutes: '분', close: '설정 닫기' },
      player: { play: '재생', pause: '일시정지', next: '다음 곡', previous: '이전 곡', shuffle: '셔플', mute: '음소거', volume: '음량' },
      categories: { 'study-focus': '공부와 집중', 'chill-relax': '칠 & 휴식', 'coffee-jazz': '커피와 재즈', 'sleep-calm': '수면과 평온' },
      footer: { about: '소개', contact: '문의하기', privacy: '개인정보 처리방침', terms: '이용약관', blog: '블로그', faq: '자주 묻는 질문', recommendations: '추천할 것이 있나요?' },
    },
  },
};

export function buildI18nManifest(): { languages: I18nEntry[] } {
  return {
    languages: LANGUAGES.map((l) => ({
      code: l.code,
      locale: l.locale,
      name: l.name,
      nativeName: l.nativeName,
      dir: l.dir,
      ...I18N_TEXTS[l.code],
    })),
  };
}
