import type { Locale } from '@app/contract/envelope';

/**
 * The sandbox checkout page's words in the learner's language (issue 23 item 1): the page is a
 * gateway's hosted page, outside the SPA, so it carries its own. `{name}` marks a value.
 */
const en = {
  title: 'Sandbox checkout',
  banner: 'Sandbox: a test checkout. No real money moves.',
  order: 'Order',
  for: 'For',
  payBefore: 'Pay before',
  controls: 'Sandbox controls: choose what the payment does.',
  simulateSuccess: 'Simulate successful payment',
  simulateFailure: 'Simulate failed payment',
  simulateExpiry: 'Simulate expired payment',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  pay: 'Pay {amount}',
  testCards: 'Test cards: {success} (3-D Secure, then success), {denied} (denied).',
  threeDs: '3-D Secure: your bank sent a one-time password to your phone.',
  otp: 'One-time password',
  submit: 'Submit',
  otpHint: 'The sandbox’s password is {otp}.',
  backTo: 'Back to {company}',
  qrLabel: 'QR code to scan with a banking or e-wallet app',
  qrHint: 'Scan with any QRIS app. Payment string:',
  transfer: 'Transfer to this virtual account number from {bank}’s app, ATM or internet banking:',
  wallet: 'Open {wallet} on your phone and confirm the payment request.',
  bank: 'Your bank',
  fpx: 'FPX online banking',
  card: 'Credit / debit card',
  paid: 'This payment is already complete.',
  declined:
    'This payment was declined. Nothing was charged. Go back to the shop to pay the order another way before it expires.',
  closed:
    'This payment can no longer be made: it was cancelled or has expired. Nothing was charged. Go back to the shop to pay the order again if it is still open.',
  wrongCard: 'Use one of the sandbox test cards shown below.',
  wrongOtp: 'That password is not right.',
};

export type SandboxWords = typeof en;

const id: SandboxWords = {
  title: 'Checkout sandbox',
  banner: 'Sandbox: checkout uji coba. Tidak ada uang sungguhan yang berpindah.',
  order: 'Pesanan',
  for: 'Untuk',
  payBefore: 'Bayar sebelum',
  controls: 'Kontrol sandbox: pilih hasil pembayaran.',
  simulateSuccess: 'Simulasikan pembayaran berhasil',
  simulateFailure: 'Simulasikan pembayaran gagal',
  simulateExpiry: 'Simulasikan pembayaran kedaluwarsa',
  cardNumber: 'Nomor kartu',
  expiry: 'Masa berlaku (BB/TT)',
  cvv: 'CVV',
  pay: 'Bayar {amount}',
  testCards: 'Kartu uji: {success} (3-D Secure, lalu berhasil), {denied} (ditolak).',
  threeDs: '3-D Secure: bank Anda mengirim kata sandi sekali pakai ke ponsel Anda.',
  otp: 'Kata sandi sekali pakai',
  submit: 'Kirim',
  otpHint: 'Kata sandi sandbox adalah {otp}.',
  backTo: 'Kembali ke {company}',
  qrLabel: 'Kode QR untuk dipindai dengan aplikasi bank atau dompet digital',
  qrHint: 'Pindai dengan aplikasi QRIS apa pun. Kode pembayaran:',
  transfer: 'Transfer ke nomor virtual account ini dari aplikasi, ATM, atau internet banking {bank}:',
  wallet: 'Buka {wallet} di ponsel Anda dan konfirmasi permintaan pembayaran.',
  bank: 'Bank Anda',
  fpx: 'Perbankan online FPX',
  card: 'Kartu kredit / debit',
  paid: 'Pembayaran ini sudah selesai.',
  declined:
    'Pembayaran ini ditolak. Tidak ada yang ditagih. Kembali ke toko untuk membayar pesanan dengan cara lain sebelum kedaluwarsa.',
  closed:
    'Pembayaran ini tidak dapat dilakukan lagi: sudah dibatalkan atau kedaluwarsa. Tidak ada yang ditagih. Kembali ke toko untuk membayar pesanan lagi jika masih terbuka.',
  wrongCard: 'Gunakan salah satu kartu uji sandbox di bawah.',
  wrongOtp: 'Kata sandi itu salah.',
};

const ms: SandboxWords = {
  title: 'Pembayaran sandbox',
  banner: 'Sandbox: pembayaran ujian. Tiada wang sebenar yang berpindah.',
  order: 'Pesanan',
  for: 'Untuk',
  payBefore: 'Bayar sebelum',
  controls: 'Kawalan sandbox: pilih hasil pembayaran.',
  simulateSuccess: 'Simulasikan pembayaran berjaya',
  simulateFailure: 'Simulasikan pembayaran gagal',
  simulateExpiry: 'Simulasikan pembayaran tamat tempoh',
  cardNumber: 'Nombor kad',
  expiry: 'Tarikh luput (BB/TT)',
  cvv: 'CVV',
  pay: 'Bayar {amount}',
  testCards: 'Kad ujian: {success} (3-D Secure, kemudian berjaya), {denied} (ditolak).',
  threeDs: '3-D Secure: bank anda telah menghantar kata laluan sekali guna ke telefon anda.',
  otp: 'Kata laluan sekali guna',
  submit: 'Hantar',
  otpHint: 'Kata laluan sandbox ialah {otp}.',
  backTo: 'Kembali ke {company}',
  qrLabel: 'Kod QR untuk diimbas dengan aplikasi bank atau e-dompet',
  qrHint: 'Imbas dengan mana-mana aplikasi QR. Rentetan pembayaran:',
  transfer: 'Pindahkan ke nombor akaun maya ini melalui aplikasi, ATM atau perbankan internet {bank}:',
  wallet: 'Buka {wallet} di telefon anda dan sahkan permintaan pembayaran.',
  bank: 'Bank anda',
  fpx: 'Perbankan dalam talian FPX',
  card: 'Kad kredit / debit',
  paid: 'Pembayaran ini sudah selesai.',
  declined:
    'Pembayaran ini telah ditolak. Tiada caj dikenakan. Kembali ke kedai untuk membayar pesanan dengan cara lain sebelum ia tamat tempoh.',
  closed:
    'Pembayaran ini tidak lagi boleh dibuat: ia telah dibatalkan atau tamat tempoh. Tiada caj dikenakan. Kembali ke kedai untuk membayar pesanan sekali lagi jika ia masih dibuka.',
  wrongCard: 'Gunakan salah satu kad ujian sandbox di bawah.',
  wrongOtp: 'Kata laluan itu tidak betul.',
};

export const SANDBOX_WORDS: Record<Locale, SandboxWords> = { en, id, ms };

/** A word with its values filled in (the caller escapes the result for HTML). */
export const say = (text: string, values: Record<string, string> = {}) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
