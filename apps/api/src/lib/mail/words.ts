import type { Locale } from '@app/contract/envelope';
import type { LayoutWords } from './layout.ts';

/**
 * The words of every mail and text the learner gets, in each language of the app. A template's
 * words are typed per language, so one missing from Indonesian or Malay does not compile;
 * `render.test.ts` checks that none was left in English either. Values (names, codes, amounts) come
 * in as arguments and are escaped by the layout, never here.
 */

export interface ConfirmEmailWords {
  subject: (company: string) => string;
  heading: string;
  greeting: (name: string) => string;
  body: (company: string, days: number) => string;
  action: string;
  ignore: string;
}

export interface ResetPasswordWords {
  subject: (company: string) => string;
  heading: string;
  greeting: (name: string) => string;
  body: (company: string, minutes: number) => string;
  action: string;
  ignore: string;
}

export interface CorporateInviteWords {
  subject: (company: string) => string;
  heading: string;
  greeting: (name: string) => string;
  body: (company: string) => string;
  course: string;
  action_lead: (days: number) => string;
  action: string;
  ignore: string;
}

export interface ReceiptWords {
  subject: (order: string, company: string) => string;
  heading: string;
  greeting: (name: string) => string;
  intro: string;
  history: string;
}

export interface RefundWords {
  subject: (order: string, company: string) => string;
  heading: string;
  greeting: (name: string) => string;
  body: (amount: string, order: string, course: string) => string;
  ended: (course: string) => string;
  timing: string;
  history: string;
}

export interface CertificateWords {
  subject: (course: string) => string;
  heading: string;
  greeting: (name: string) => string;
  body: (course: string) => string;
  code: string;
  issuedOn: string;
  view: string;
  pdf: string;
  share: string;
}

export interface AnnouncementWords {
  greeting: (name: string) => string;
  signature: (sender: string, company: string) => string;
  open: string;
  why: (course: string, company: string) => string;
  unsubscribe: (company: string) => string;
}

export interface SmsWords {
  loginCode: (company: string, code: string, minutes: number) => string;
  sharedPhone: (company: string) => string;
}

export interface MailWords {
  layout: LayoutWords;
  confirmEmail: ConfirmEmailWords;
  resetPassword: ResetPasswordWords;
  corporateInvite: CorporateInviteWords;
  receipt: ReceiptWords;
  refund: RefundWords;
  certificate: CertificateWords;
  announcement: AnnouncementWords;
  sms: SmsWords;
}

const en: MailWords = {
  layout: {
    questions: (email) => `Questions? Write to ${email}.`,
    buttonFallback: 'If the button does not work, open this address:',
  },
  confirmEmail: {
    subject: (company) => `Confirm your email for ${company}`,
    heading: 'Confirm your email address',
    greeting: (name) => `Hello ${name},`,
    body: (company, days) =>
      `Welcome to ${company}! Please confirm your email address with the button below. ` +
      `The link is valid for ${days} days.`,
    action: 'Confirm my email',
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  resetPassword: {
    subject: (company) => `Reset your ${company} password`,
    heading: 'Choose a new password',
    greeting: (name) => `Hello ${name},`,
    body: (company, minutes) =>
      `Someone (hopefully you) asked to reset the password of your ${company} account. ` +
      `Open the link within ${minutes} minutes to choose a new one.`,
    action: 'Choose a new password',
    ignore:
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
  },
  corporateInvite: {
    subject: (company) => `You have been enrolled at ${company}`,
    heading: 'Your courses are ready',
    greeting: (name) => `Hello ${name},`,
    body: (company) =>
      `Your organisation has enrolled you in courses at ${company}. An account has been made for you with this email address.`,
    course: 'Course',
    action_lead: (days) =>
      `Choose a password to sign in and start learning. The link is valid for ${days} days.`,
    action: 'Choose my password',
    ignore: 'The link works once. If you did not expect this email, you can ignore it.',
  },
  receipt: {
    subject: (order, company) => `Your receipt for order ${order} — ${company}`,
    heading: 'Your receipt',
    greeting: (name) => `Hi ${name},`,
    intro: 'Thank you for your payment. Here is your receipt.',
    history: 'Your orders and receipts',
  },
  refund: {
    subject: (order, company) => `Your refund for order ${order} — ${company}`,
    heading: 'Your refund',
    greeting: (name) => `Hi ${name},`,
    body: (amount, order, course) => `We have refunded ${amount} of your order ${order} (${course}).`,
    ended: (course) =>
      `Your access to ${course} has ended. Your progress is kept: if you buy the course again, you carry on where you stopped.`,
    timing: 'Depending on how you paid, the money may take a few working days to reach you.',
    history: 'Your orders',
  },
  certificate: {
    subject: (course) => `You earned a certificate for ${course}`,
    heading: 'Congratulations!',
    greeting: (name) => `Hello ${name},`,
    body: (course) => `You completed every lesson of ${course}, and your certificate is ready.`,
    code: 'Certificate code',
    issuedOn: 'Issued on',
    view: 'See your certificate',
    pdf: 'Download it as a PDF (signed in)',
    share: 'Anyone with the certificate’s link can check that it is genuine.',
  },
  announcement: {
    greeting: (name) => `Hi ${name},`,
    signature: (sender, company) => `Best regards,\n${sender}\n${company}`,
    open: 'Open the course',
    why: (course, company) =>
      `You receive this because you are enrolled in ${course} at ${company}. Receipts and account emails still reach you if you unsubscribe.`,
    unsubscribe: (company) => `Unsubscribe from ${company}'s announcements`,
  },
  sms: {
    loginCode: (company, code, minutes) =>
      `${company}: your login code is ${code}. It expires in ${minutes} minutes. Never share it.`,
    sharedPhone: (company) =>
      `${company}: several accounts use this phone number. Please log in with your email instead.`,
  },
};

const id: MailWords = {
  layout: {
    questions: (email) => `Ada pertanyaan? Kirim email ke ${email}.`,
    buttonFallback: 'Jika tombol tidak berfungsi, buka alamat ini:',
  },
  confirmEmail: {
    subject: (company) => `Konfirmasi email Anda untuk ${company}`,
    heading: 'Konfirmasi alamat email Anda',
    greeting: (name) => `Halo ${name},`,
    body: (company, days) =>
      `Selamat datang di ${company}! Silakan konfirmasi alamat email Anda dengan tombol di bawah. ` +
      `Tautan ini berlaku selama ${days} hari.`,
    action: 'Konfirmasi email saya',
    ignore: 'Jika Anda tidak membuat akun, abaikan email ini.',
  },
  resetPassword: {
    subject: (company) => `Atur ulang kata sandi ${company} Anda`,
    heading: 'Buat kata sandi baru',
    greeting: (name) => `Halo ${name},`,
    body: (company, minutes) =>
      `Seseorang (semoga Anda) meminta untuk mengatur ulang kata sandi akun ${company} Anda. ` +
      `Buka tautan ini dalam ${minutes} menit untuk membuat kata sandi baru.`,
    action: 'Buat kata sandi baru',
    ignore:
      'Tautan ini hanya berlaku sekali. Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
  },
  corporateInvite: {
    subject: (company) => `Anda telah didaftarkan di ${company}`,
    heading: 'Kursus Anda sudah siap',
    greeting: (name) => `Halo ${name},`,
    body: (company) =>
      `Organisasi Anda telah mendaftarkan Anda ke kursus di ${company}. Akun telah dibuat untuk Anda dengan alamat email ini.`,
    course: 'Kursus',
    action_lead: (days) =>
      `Buat kata sandi untuk masuk dan mulai belajar. Tautan ini berlaku selama ${days} hari.`,
    action: 'Buat kata sandi saya',
    ignore: 'Tautan ini hanya berlaku sekali. Jika Anda tidak menduga email ini, abaikan saja.',
  },
  receipt: {
    subject: (order, company) => `Kuitansi pesanan ${order} — ${company}`,
    heading: 'Kuitansi Anda',
    greeting: (name) => `Halo ${name},`,
    intro: 'Terima kasih atas pembayaran Anda. Berikut kuitansi Anda.',
    history: 'Pesanan dan kuitansi Anda',
  },
  refund: {
    subject: (order, company) => `Pengembalian dana pesanan ${order} — ${company}`,
    heading: 'Pengembalian dana Anda',
    greeting: (name) => `Halo ${name},`,
    body: (amount, order, course) => `Kami telah mengembalikan ${amount} dari pesanan ${order} (${course}).`,
    ended: (course) =>
      `Akses Anda ke ${course} telah berakhir. Kemajuan belajar Anda tetap tersimpan: jika Anda membeli kursus ini lagi, Anda melanjutkan dari tempat terakhir.`,
    timing: 'Tergantung cara Anda membayar, dana dapat memerlukan beberapa hari kerja untuk sampai.',
    history: 'Pesanan Anda',
  },
  certificate: {
    subject: (course) => `Anda mendapatkan sertifikat untuk ${course}`,
    heading: 'Selamat!',
    greeting: (name) => `Halo ${name},`,
    body: (course) => `Anda telah menyelesaikan semua pelajaran ${course}, dan sertifikat Anda sudah siap.`,
    code: 'Kode sertifikat',
    issuedOn: 'Diterbitkan pada',
    view: 'Lihat sertifikat Anda',
    pdf: 'Unduh sebagai PDF (setelah masuk)',
    share: 'Siapa pun yang memiliki tautan sertifikat ini dapat memeriksa keasliannya.',
  },
  announcement: {
    greeting: (name) => `Halo ${name},`,
    signature: (sender, company) => `Salam,\n${sender}\n${company}`,
    open: 'Buka kursus',
    why: (course, company) =>
      `Anda menerima email ini karena terdaftar di ${course} di ${company}. Kuitansi dan email akun tetap Anda terima meskipun berhenti berlangganan.`,
    unsubscribe: (company) => `Berhenti menerima pengumuman dari ${company}`,
  },
  sms: {
    loginCode: (company, code, minutes) =>
      `${company}: kode masuk Anda ${code}. Berlaku ${minutes} menit. Jangan berikan kepada siapa pun.`,
    sharedPhone: (company) =>
      `${company}: nomor telepon ini dipakai beberapa akun. Silakan masuk dengan email Anda.`,
  },
};

const ms: MailWords = {
  layout: {
    questions: (email) => `Ada soalan? Hantar e-mel ke ${email}.`,
    buttonFallback: 'Jika butang tidak berfungsi, buka alamat ini:',
  },
  confirmEmail: {
    subject: (company) => `Sahkan e-mel anda untuk ${company}`,
    heading: 'Sahkan alamat e-mel anda',
    greeting: (name) => `Hai ${name},`,
    body: (company, days) =>
      `Selamat datang ke ${company}! Sila sahkan alamat e-mel anda dengan butang di bawah. ` +
      `Pautan ini sah selama ${days} hari.`,
    action: 'Sahkan e-mel saya',
    ignore: 'Jika anda tidak membuat akaun, abaikan e-mel ini.',
  },
  resetPassword: {
    subject: (company) => `Tetapkan semula kata laluan ${company} anda`,
    heading: 'Pilih kata laluan baharu',
    greeting: (name) => `Hai ${name},`,
    body: (company, minutes) =>
      `Seseorang (harapnya anda) meminta untuk menetapkan semula kata laluan akaun ${company} anda. ` +
      `Buka pautan ini dalam masa ${minutes} minit untuk memilih kata laluan baharu.`,
    action: 'Pilih kata laluan baharu',
    ignore:
      'Pautan ini hanya boleh digunakan sekali. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.',
  },
  corporateInvite: {
    subject: (company) => `Anda telah didaftarkan di ${company}`,
    heading: 'Kursus anda sudah sedia',
    greeting: (name) => `Hai ${name},`,
    body: (company) =>
      `Organisasi anda telah mendaftarkan anda dalam kursus di ${company}. Akaun telah dibuat untuk anda dengan alamat e-mel ini.`,
    course: 'Kursus',
    action_lead: (days) =>
      `Pilih kata laluan untuk log masuk dan mula belajar. Pautan ini sah selama ${days} hari.`,
    action: 'Pilih kata laluan saya',
    ignore: 'Pautan ini hanya boleh digunakan sekali. Jika anda tidak menjangka e-mel ini, abaikan sahaja.',
  },
  receipt: {
    subject: (order, company) => `Resit untuk pesanan ${order} — ${company}`,
    heading: 'Resit anda',
    greeting: (name) => `Hai ${name},`,
    intro: 'Terima kasih atas bayaran anda. Ini resit anda.',
    history: 'Pesanan dan resit anda',
  },
  refund: {
    subject: (order, company) => `Bayaran balik pesanan ${order} — ${company}`,
    heading: 'Bayaran balik anda',
    greeting: (name) => `Hai ${name},`,
    body: (amount, order, course) =>
      `Kami telah memulangkan ${amount} daripada pesanan ${order} (${course}).`,
    ended: (course) =>
      `Akses anda kepada ${course} telah tamat. Kemajuan anda disimpan: jika anda membeli kursus ini semula, anda menyambung dari tempat anda berhenti.`,
    timing: 'Bergantung pada cara anda membayar, wang mungkin mengambil beberapa hari bekerja untuk sampai.',
    history: 'Pesanan anda',
  },
  certificate: {
    subject: (course) => `Anda memperoleh sijil untuk ${course}`,
    heading: 'Tahniah!',
    greeting: (name) => `Hai ${name},`,
    body: (course) => `Anda telah menamatkan semua pelajaran ${course}, dan sijil anda sudah sedia.`,
    code: 'Kod sijil',
    issuedOn: 'Dikeluarkan pada',
    view: 'Lihat sijil anda',
    pdf: 'Muat turun sebagai PDF (selepas log masuk)',
    share: 'Sesiapa yang mempunyai pautan sijil ini boleh menyemak bahawa ia tulen.',
  },
  announcement: {
    greeting: (name) => `Hai ${name},`,
    signature: (sender, company) => `Salam hormat,\n${sender}\n${company}`,
    open: 'Buka kursus',
    why: (course, company) =>
      `Anda menerima e-mel ini kerana anda mendaftar dalam ${course} di ${company}. Resit dan e-mel akaun tetap sampai kepada anda walaupun anda berhenti melanggan.`,
    unsubscribe: (company) => `Berhenti melanggan pengumuman daripada ${company}`,
  },
  sms: {
    loginCode: (company, code, minutes) =>
      `${company}: kod log masuk anda ${code}. Sah selama ${minutes} minit. Jangan kongsi dengan sesiapa.`,
    sharedPhone: (company) =>
      `${company}: nombor telefon ini digunakan oleh beberapa akaun. Sila log masuk dengan e-mel anda.`,
  },
};

export const MAIL_WORDS: Readonly<Record<Locale, MailWords>> = { en, id, ms };
