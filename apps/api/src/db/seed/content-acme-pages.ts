import { blocks, h2, p, t, ul, type DemoPages } from './content-types.ts';

/** Content pages of Acme Academy (Acme Academy Sdn. Bhd., Kuala Lumpur). */
export const acmePages: DemoPages = {
  about: {
    updatedAt: '2026-02-18T02:00:00.000Z',
    title: t('About Acme Academy', 'Tentang Acme Academy'),
    summary: t(
      'A Malaysian training provider helping employers build skilled, safe and confident teams since 2016.',
      'Penyedia pelatihan Malaysia yang membantu perusahaan membangun tim yang terampil, aman, dan percaya diri sejak 2016.',
    ),
    image: { label: 'Kuala Lumpur', colors: ['#4338ca', '#e11d48'] },
    body: blocks(
      h2('Who we are', 'Siapa kami'),
      p(
        'Acme Academy Sdn. Bhd. started in 2016 as a two-room training centre on Jalan Ampang, running Excel and supervisory classes for companies in the Klang Valley. Today we train more than 18,000 employees a year from manufacturing, logistics, retail, hospitality and financial services, in classrooms in Kuala Lumpur, Penang and Johor Bahru and online across Malaysia.',
        'Acme Academy Sdn. Bhd. berawal pada 2016 sebagai pusat pelatihan dua ruangan di Jalan Ampang yang menyelenggarakan kelas Excel dan kepenyeliaan untuk perusahaan di Lembah Klang. Kini kami melatih lebih dari 18.000 karyawan setiap tahun dari sektor manufaktur, logistik, ritel, perhotelan, dan jasa keuangan, di kelas di Kuala Lumpur, Penang, dan Johor Bahru serta secara online di seluruh Malaysia.',
      ),
      h2('How we are different', 'Apa yang membedakan kami'),
      ul(
        [
          'Registered training provider with HRD Corp, so most classes are claimable',
          'Penyedia pelatihan terdaftar di HRD Corp, sehingga sebagian besar kelas dapat diklaim',
        ],
        [
          'Trainers who have managed teams, plants and budgets, not only slides',
          'Pelatih yang pernah memimpin tim, pabrik, dan anggaran, bukan hanya membuat slide',
        ],
        [
          'Bilingual delivery in English and Bahasa Melayu',
          'Penyampaian dwibahasa dalam bahasa Inggris dan Bahasa Melayu',
        ],
        [
          'Every class ends with an assessment, not just a certificate of attendance',
          'Setiap kelas diakhiri dengan penilaian, bukan sekadar sertifikat kehadiran',
        ],
      ),
      h2('Our numbers', 'Angka kami'),
      ul(
        ['18,000+ employees trained every year', '18.000+ karyawan dilatih setiap tahun'],
        [
          '650 corporate clients, from SMEs to public-listed companies',
          '650 klien korporat, dari UKM hingga perusahaan tercatat di bursa',
        ],
        ['62 certified trainers', '62 pelatih bersertifikat'],
        ['Average participant rating 4.8 out of 5', 'Penilaian rata-rata peserta 4,8 dari 5'],
      ),
      h2('Company details', 'Data perusahaan'),
      p(
        'Acme Academy Sdn. Bhd. (Registration No. 201601012345), Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur.',
        'Acme Academy Sdn. Bhd. (No. Pendaftaran 201601012345), Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur.',
      ),
    ),
  },

  help: {
    updatedAt: '2026-07-01T02:00:00.000Z',
    title: t('Help Centre', 'Pusat Bantuan'),
    summary: t(
      'Answers for learners and HR teams. Our support desk replies within one working day.',
      'Jawaban untuk peserta dan tim HR. Meja bantuan kami membalas dalam satu hari kerja.',
    ),
    image: null,
    body: blocks(
      p(
        'Pick a topic below. If you are an HR administrator with a corporate account, your account manager’s contact details are on your latest invoice.',
        'Pilih topik di bawah ini. Jika Anda administrator HR dengan akun korporat, kontak manajer akun Anda tercantum pada invoice terakhir.',
      ),
    ),
    sections: [
      {
        title: t('Enrolling in a class', 'Mendaftar kelas'),
        body: blocks(
          p(
            'Open a class, check the date, venue and language, and click Buy. Self-funded learners pay online straight away. If your employer is paying through HRD Corp, ask your HR team to enrol you instead, so the grant can be applied for before the class.',
            'Buka halaman kelas, periksa tanggal, lokasi, dan bahasanya, lalu klik Beli. Peserta yang membiayai sendiri langsung membayar online. Jika perusahaan membiayai melalui HRD Corp, minta tim HR mendaftarkan Anda agar grant dapat diajukan sebelum kelas.',
          ),
        ),
      },
      {
        title: t('HRD Corp claims', 'Klaim HRD Corp'),
        body: blocks(
          ul(
            [
              'We send the course details for the grant application when the booking is confirmed',
              'Kami mengirim rincian kursus untuk permohonan grant saat pemesanan dikonfirmasi',
            ],
            [
              'The grant must be approved before the first day of training',
              'Grant harus disetujui sebelum hari pertama pelatihan',
            ],
            [
              'Attendance, invoice and assessment results are sent within two working days after the class',
              'Kehadiran, invoice, dan hasil penilaian dikirim dalam dua hari kerja setelah kelas',
            ],
          ),
        ),
      },
      {
        title: t('Virtual classes', 'Kelas virtual'),
        body: blocks(
          p(
            'You receive the joining link by email 24 hours before the class. Join 10 minutes early to test your audio and camera. Keep your camera on: HRD Corp-funded classes need it as proof of attendance.',
            'Anda menerima tautan kelas melalui email 24 jam sebelum kelas dimulai. Bergabunglah 10 menit lebih awal untuk menguji audio dan kamera. Tetap nyalakan kamera: kelas yang dibiayai HRD Corp memerlukannya sebagai bukti kehadiran.',
          ),
        ),
      },
      {
        title: t('Certificates', 'Sertifikat'),
        body: blocks(
          p(
            'Certificates are issued within three working days after the class, once attendance of at least 75% is confirmed. Download them from the class page in My Classes.',
            'Sertifikat diterbitkan dalam tiga hari kerja setelah kelas, setelah kehadiran minimal 75% terkonfirmasi. Unduh dari halaman kelas di Kelas Saya.',
          ),
        ),
      },
      {
        title: t('Payments and invoices', 'Pembayaran dan invoice'),
        body: blocks(
          p(
            'We accept FPX online banking, Visa and Mastercard, Touch ’n Go eWallet, GrabPay and DuitNow QR. E-invoices are issued through MyInvois; add your TIN in your profile or at checkout to receive one in your company’s name.',
            'Kami menerima FPX online banking, Visa dan Mastercard, Touch ’n Go eWallet, GrabPay, dan DuitNow QR. E-invoice diterbitkan melalui MyInvois; tambahkan TIN di profil atau saat checkout untuk menerimanya atas nama perusahaan Anda.',
          ),
        ),
      },
    ],
  },

  terms: {
    updatedAt: '2026-01-15T02:00:00.000Z',
    title: t('Terms of Use', 'Ketentuan Penggunaan'),
    summary: t(
      'The terms on which Acme Academy Sdn. Bhd. provides its website, online classes and public and in-house training.',
      'Ketentuan yang berlaku bagi situs web, kelas online, serta pelatihan publik dan in-house Acme Academy Sdn. Bhd.',
    ),
    image: null,
    body: blocks(
      h2('1. Who we are', '1. Siapa kami'),
      p(
        'This website is operated by Acme Academy Sdn. Bhd. (Registration No. 201601012345), Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur (“Acme”, “we”). By registering or booking a class you accept these terms.',
        'Situs web ini dikelola oleh Acme Academy Sdn. Bhd. (No. Pendaftaran 201601012345), Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur (“Acme”, “kami”). Dengan mendaftar atau memesan kelas, Anda menerima ketentuan ini.',
      ),
      h2('2. Accounts', '2. Akun'),
      ul(
        [
          'You must be 18 or older to register; younger learners need a parent or guardian to register for them',
          'Anda harus berusia 18 tahun atau lebih untuk mendaftar; peserta yang lebih muda harus didaftarkan oleh orang tua atau wali',
        ],
        [
          'Keep your password confidential; you are responsible for activity on your account',
          'Jaga kerahasiaan kata sandi; Anda bertanggung jawab atas aktivitas di akun Anda',
        ],
        [
          'Corporate administrators may manage accounts of employees enrolled by the company',
          'Administrator korporat dapat mengelola akun karyawan yang didaftarkan oleh perusahaan',
        ],
      ),
      h2('3. Bookings and prices', '3. Pemesanan dan harga'),
      p(
        'Prices are in Malaysian ringgit and include service tax where it applies. A booking is confirmed when payment is received or, for HRD Corp-funded training, when the grant is approved and we receive the employer’s confirmation. We may change prices for future bookings, never for confirmed ones.',
        'Harga dalam ringgit Malaysia dan sudah termasuk pajak layanan bila berlaku. Pemesanan dikonfirmasi saat pembayaran diterima atau, untuk pelatihan yang dibiayai HRD Corp, saat grant disetujui dan kami menerima konfirmasi dari perusahaan. Kami dapat mengubah harga untuk pemesanan berikutnya, tidak pernah untuk pemesanan yang sudah dikonfirmasi.',
      ),
      h2('4. HRD Corp-funded training', '4. Pelatihan yang dibiayai HRD Corp'),
      p(
        'When training is paid from an employer’s HRD Corp levy, the employer is our customer and HRD Corp’s rules on eligibility, attendance and claims apply in addition to these terms. A participant who does not meet the attendance requirement may cause the claim to be reduced; the employer then pays the difference.',
        'Bila pelatihan dibiayai dari levi HRD Corp milik perusahaan, perusahaan adalah pelanggan kami dan ketentuan HRD Corp tentang kelayakan, kehadiran, dan klaim berlaku selain ketentuan ini. Peserta yang tidak memenuhi syarat kehadiran dapat menyebabkan klaim dikurangi; perusahaan kemudian membayar selisihnya.',
      ),
      h2('5. Course materials', '5. Materi kursus'),
      p(
        'Course materials are protected by the Copyright Act 1987. You may use them for your own learning and, for corporate clients, within your organisation. You may not record live classes, resell materials or share access to online classes.',
        'Materi kursus dilindungi Copyright Act 1987. Anda boleh menggunakannya untuk pembelajaran pribadi dan, bagi klien korporat, di lingkungan organisasi Anda. Anda tidak boleh merekam kelas live, menjual kembali materi, atau membagikan akses kelas online.',
      ),
      h2('6. Conduct', '6. Perilaku'),
      p(
        'We expect respectful behaviour in classrooms, virtual classes and comments. We may remove a participant who harasses others or disrupts a class, without refund, after a warning where possible.',
        'Kami mengharapkan perilaku yang saling menghormati di ruang kelas, kelas virtual, dan komentar. Kami dapat mengeluarkan peserta yang melecehkan orang lain atau mengganggu kelas, tanpa pengembalian dana, didahului peringatan bila memungkinkan.',
      ),
      h2('7. Our liability', '7. Tanggung jawab kami'),
      p(
        'Nothing in these terms limits your rights under the Consumer Protection Act 1999. Otherwise, our total liability for any claim relating to a class is limited to the fee paid for that class, and we are not liable for indirect losses such as loss of profit.',
        'Tidak ada dalam ketentuan ini yang membatasi hak Anda berdasarkan Consumer Protection Act 1999. Selebihnya, total tanggung jawab kami atas klaim apa pun terkait suatu kelas terbatas pada biaya yang dibayarkan untuk kelas tersebut, dan kami tidak bertanggung jawab atas kerugian tidak langsung seperti kehilangan keuntungan.',
      ),
      h2('8. Governing law', '8. Hukum yang berlaku'),
      p(
        'These terms are governed by the laws of Malaysia and the courts of Kuala Lumpur have jurisdiction. Consumers may also bring a claim to the Tribunal for Consumer Claims Malaysia.',
        'Ketentuan ini tunduk pada hukum Malaysia dan pengadilan di Kuala Lumpur berwenang mengadili. Konsumen juga dapat mengajukan klaim ke Tribunal for Consumer Claims Malaysia.',
      ),
      h2('9. Contact', '9. Kontak'),
      p(
        'Questions about these terms: legal@acme-academy.example or +60 3 2788 5500.',
        'Pertanyaan tentang ketentuan ini: legal@acme-academy.example atau +60 3 2788 5500.',
      ),
    ),
  },

  privacy: {
    updatedAt: '2026-01-15T02:00:00.000Z',
    title: t('Privacy Notice', 'Pemberitahuan Privasi'),
    summary: t(
      'How Acme Academy Sdn. Bhd. processes personal data under the Personal Data Protection Act 2010, as amended in 2024.',
      'Bagaimana Acme Academy Sdn. Bhd. memproses data pribadi berdasarkan Personal Data Protection Act 2010 sebagaimana diubah pada 2024.',
    ),
    image: null,
    body: blocks(
      p(
        'This notice is given under section 7 of the Personal Data Protection Act 2010 (PDPA). It is available in English and Bahasa Melayu; please contact us for the Bahasa Melayu version.',
        'Pemberitahuan ini diberikan berdasarkan seksyen 7 Personal Data Protection Act 2010 (PDPA). Pemberitahuan tersedia dalam bahasa Inggris dan Bahasa Melayu; hubungi kami untuk versi Bahasa Melayu.',
      ),
      h2('1. Personal data we process', '1. Data pribadi yang kami proses'),
      ul(
        [
          'Identity and contact: name, email, phone number, employer and job title',
          'Identitas dan kontak: nama, email, nomor telepon, perusahaan, dan jabatan',
        ],
        [
          'For HRD Corp-funded training: IC or passport number, as HRD Corp requires for claims',
          'Untuk pelatihan yang dibiayai HRD Corp: nomor MyKad atau paspor, sebagaimana disyaratkan HRD Corp untuk klaim',
        ],
        [
          'Learning records: attendance, assessment results, certificates, comments',
          'Catatan pembelajaran: kehadiran, hasil penilaian, sertifikat, komentar',
        ],
        [
          'Payment records: amounts, method and status (card details stay with our payment gateway)',
          'Catatan pembayaran: nominal, metode, dan status (data kartu tetap berada di payment gateway kami)',
        ],
        [
          'Technical data: IP address, browser and device, and security logs',
          'Data teknis: alamat IP, browser dan perangkat, serta log keamanan',
        ],
      ),
      h2('2. Purposes', '2. Tujuan'),
      ul(
        [
          'To register you, deliver classes and issue certificates',
          'Mendaftarkan Anda, menyelenggarakan kelas, dan menerbitkan sertifikat',
        ],
        [
          'To prepare HRD Corp grant and claim documents for your employer',
          'Menyiapkan dokumen grant dan klaim HRD Corp untuk perusahaan Anda',
        ],
        [
          'To process payments and issue e-invoices as tax law requires',
          'Memproses pembayaran dan menerbitkan e-invoice sesuai ketentuan perpajakan',
        ],
        [
          'To send information about classes, only if you agree; you can opt out at any time',
          'Mengirim informasi tentang kelas, hanya jika Anda setuju; Anda dapat berhenti kapan saja',
        ],
      ),
      h2('3. Disclosure', '3. Pengungkapan'),
      p(
        'We disclose personal data to your employer (for training it funds), to HRD Corp (for grants and claims), to our payment gateway, email and hosting providers acting as data processors, to certification bodies when you sit an exam, and to authorities when the law requires. We do not sell personal data.',
        'Kami mengungkapkan data pribadi kepada perusahaan Anda (untuk pelatihan yang dibiayainya), kepada HRD Corp (untuk grant dan klaim), kepada payment gateway, penyedia email, dan hosting kami sebagai pemroses data, kepada lembaga sertifikasi saat Anda mengikuti ujian, dan kepada otoritas bila diwajibkan hukum. Kami tidak menjual data pribadi.',
      ),
      h2('4. Your rights', '4. Hak Anda'),
      ul(
        [
          'Access your personal data and receive a copy; we respond within 21 days',
          'Mengakses data pribadi Anda dan menerima salinannya; kami menanggapi dalam 21 hari',
        ],
        [
          'Correct data that is inaccurate, incomplete or out of date',
          'Memperbaiki data yang tidak akurat, tidak lengkap, atau usang',
        ],
        [
          'Withdraw consent and stop direct marketing',
          'Menarik persetujuan dan menghentikan pemasaran langsung',
        ],
        [
          'Ask us to transmit your data to another organisation (data portability)',
          'Meminta kami mengirimkan data Anda ke organisasi lain (portabilitas data)',
        ],
      ),
      h2('5. Security and breach notification', '5. Keamanan dan notifikasi kebocoran'),
      p(
        'We protect personal data with encryption in transit, access controls and staff training. If a personal data breach occurs, we will notify the Personal Data Protection Commissioner within 72 hours of becoming aware of it and will tell affected individuals without undue delay where the breach is likely to cause significant harm.',
        'Kami melindungi data pribadi dengan enkripsi saat transmisi, kontrol akses, dan pelatihan staf. Jika terjadi kebocoran data pribadi, kami akan memberi tahu Personal Data Protection Commissioner dalam 72 jam sejak mengetahuinya dan memberi tahu individu yang terdampak tanpa penundaan bila kebocoran berpotensi menimbulkan kerugian signifikan.',
      ),
      h2('6. Retention', '6. Retensi'),
      p(
        'Learning and certificate records are kept for seven years so that employers and HRD Corp can verify training. Account data is deleted within 90 days after you close your account, except records we must keep for tax purposes.',
        'Catatan pembelajaran dan sertifikat disimpan selama tujuh tahun agar perusahaan dan HRD Corp dapat memverifikasi pelatihan. Data akun dihapus dalam 90 hari setelah Anda menutup akun, kecuali catatan yang wajib kami simpan untuk keperluan perpajakan.',
      ),
      h2('7. Data protection officer', '7. Petugas pelindungan data'),
      p(
        'Our data protection officer handles requests and complaints: dpo@acme-academy.example, Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur. If you are not satisfied with our answer, you may complain to the Personal Data Protection Commissioner.',
        'Petugas pelindungan data kami menangani permintaan dan keluhan: dpo@acme-academy.example, Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur. Jika Anda tidak puas dengan tanggapan kami, Anda dapat mengadu kepada Personal Data Protection Commissioner.',
      ),
    ),
  },

  refund: {
    updatedAt: '2026-01-15T02:00:00.000Z',
    title: t('Refund Policy', 'Kebijakan Pengembalian Dana'),
    summary: t(
      'Refunds for online classes, public classes and HRD Corp-funded training.',
      'Pengembalian dana untuk kelas online, kelas publik, dan pelatihan yang dibiayai HRD Corp.',
    ),
    image: null,
    body: blocks(
      h2('Self-paced online classes', 'Kelas online mandiri'),
      p(
        'You may ask for a full refund within 14 days of purchase if you have completed less than 25% of the class and have not received its certificate.',
        'Anda dapat meminta pengembalian dana penuh dalam 14 hari sejak pembelian jika Anda menyelesaikan kurang dari 25% kelas dan belum menerima sertifikatnya.',
      ),
      h2('Public and virtual classes', 'Kelas publik dan virtual'),
      p(
        'Refunds for classes with a date follow the notice periods in our Cancellation Policy. If we cancel a class, you receive a full refund or a seat in another date, as you choose.',
        'Pengembalian dana untuk kelas berjadwal mengikuti batas waktu pemberitahuan dalam Kebijakan Pembatalan kami. Jika kami membatalkan kelas, Anda memperoleh pengembalian penuh atau kursi di jadwal lain, sesuai pilihan Anda.',
      ),
      h2('HRD Corp-funded training', 'Pelatihan yang dibiayai HRD Corp'),
      p(
        'No money is refunded to individual participants for training paid from an employer’s levy. If the training does not take place, we do not submit an invoice for the claim, and the employer cancels or amends the grant so that the levy remains available.',
        'Tidak ada dana yang dikembalikan kepada peserta perorangan untuk pelatihan yang dibiayai dari levi perusahaan. Jika pelatihan tidak terlaksana, kami tidak mengajukan invoice untuk klaim, dan perusahaan membatalkan atau mengubah grant agar levi tetap tersedia.',
      ),
      h2('How to ask for a refund', 'Cara meminta pengembalian dana'),
      ul(
        [
          'Email billing@acme-academy.example from your registered address',
          'Kirim email ke billing@acme-academy.example dari alamat yang terdaftar',
        ],
        ['Include the order number (ACM-…) and the reason', 'Sertakan nomor pesanan (ACM-…) dan alasannya'],
        ['We confirm the decision within 3 working days', 'Kami mengonfirmasi keputusan dalam 3 hari kerja'],
      ),
      h2('Payment of refunds', 'Pembayaran pengembalian dana'),
      p(
        'Approved refunds are paid within 14 working days: card and e-wallet payments back to the same card or wallet, FPX payments by bank transfer to an account in the payer’s name. We do not charge a fee for refunds.',
        'Pengembalian dana yang disetujui dibayarkan dalam 14 hari kerja: pembayaran kartu dan e-wallet dikembalikan ke kartu atau dompet yang sama, pembayaran FPX melalui transfer bank ke rekening atas nama pembayar. Kami tidak memungut biaya untuk pengembalian dana.',
      ),
    ),
  },

  cancellation: {
    updatedAt: '2026-05-04T02:00:00.000Z',
    title: t('Cancellation and Rescheduling Policy', 'Kebijakan Pembatalan dan Penjadwalan Ulang'),
    summary: t(
      'Notice periods for cancelling or moving public, virtual and in-house classes.',
      'Batas waktu pemberitahuan untuk membatalkan atau memindahkan kelas publik, virtual, dan in-house.',
    ),
    image: null,
    body: blocks(
      h2('Public and virtual classes', 'Kelas publik dan virtual'),
      ul(
        [
          '10 working days or more before the class: full refund or free transfer',
          '10 hari kerja atau lebih sebelum kelas: pengembalian penuh atau pindah jadwal gratis',
        ],
        [
          '5–9 working days before: 50% refund, or a free transfer to a date within three months',
          '5–9 hari kerja sebelumnya: pengembalian 50%, atau pindah gratis ke jadwal dalam tiga bulan',
        ],
        [
          'Less than 5 working days before, or no-show: no refund',
          'Kurang dari 5 hari kerja sebelumnya, atau tidak hadir: tidak ada pengembalian',
        ],
      ),
      p(
        'You may send a colleague in your place at no charge up to one working day before the class. For HRD Corp-funded seats, the employer must update the grant for the new participant before the class starts.',
        'Anda dapat mengirim rekan kerja sebagai pengganti tanpa biaya hingga satu hari kerja sebelum kelas. Untuk kursi yang dibiayai HRD Corp, perusahaan harus memperbarui grant untuk peserta pengganti sebelum kelas dimulai.',
      ),
      h2('In-house training', 'Pelatihan in-house'),
      ul(
        [
          'Rescheduling 15 working days or more before: free',
          'Penjadwalan ulang 15 hari kerja atau lebih sebelumnya: gratis',
        ],
        [
          'Cancelling 4–14 working days before: 50% of the fee',
          'Pembatalan 4–14 hari kerja sebelumnya: 50% dari biaya',
        ],
        [
          'Cancelling 3 working days or less before: 100% of the fee, plus travel costs incurred',
          'Pembatalan 3 hari kerja atau kurang sebelumnya: 100% dari biaya, ditambah biaya perjalanan yang telah dikeluarkan',
        ],
      ),
      h2('When we cancel', 'Bila kami membatalkan'),
      p(
        'We may cancel a public class that has fewer than six confirmed participants, at least seven working days before it starts. If a class must be cancelled because of a flood, a government order or the trainer’s illness, we offer a new date or a full refund.',
        'Kami dapat membatalkan kelas publik yang memiliki kurang dari enam peserta terkonfirmasi, paling lambat tujuh hari kerja sebelum kelas dimulai. Jika kelas harus dibatalkan karena banjir, perintah pemerintah, atau pelatih sakit, kami menawarkan jadwal baru atau pengembalian penuh.',
      ),
      h2('How to cancel', 'Cara membatalkan'),
      p(
        'Email bookings@acme-academy.example or call +60 3 2788 5500 (Monday–Friday, 9:00 am – 6:00 pm). The notice period counts from the time we receive your email.',
        'Kirim email ke bookings@acme-academy.example atau hubungi +60 3 2788 5500 (Senin–Jumat, 09.00–18.00). Batas waktu pemberitahuan dihitung sejak email Anda kami terima.',
      ),
    ),
  },

  'corporate-solution': {
    updatedAt: '2026-05-20T02:00:00.000Z',
    title: t('Training for Organisations', 'Pelatihan untuk Organisasi'),
    summary: t(
      'HRD Corp claimable programmes, designed with your managers and delivered where your people work.',
      'Program yang dapat diklaim HRD Corp, dirancang bersama manajer Anda dan diselenggarakan di tempat karyawan Anda bekerja.',
    ),
    image: { label: 'Acme for Teams', colors: ['#4338ca', '#059669'] },
    body: blocks(
      h2('What we offer', 'Apa yang kami tawarkan'),
      ul(
        [
          'In-house training at your office, plant or outlet anywhere in Malaysia',
          'Pelatihan in-house di kantor, pabrik, atau gerai Anda di seluruh Malaysia',
        ],
        [
          'Virtual instructor-led classes for teams spread across states',
          'Kelas virtual dengan instruktur untuk tim yang tersebar di berbagai negeri',
        ],
        [
          'Learning paths combining online classes and live workshops',
          'Jalur belajar yang memadukan kelas online dan workshop live',
        ],
        [
          'Training needs analysis for departments or the whole company',
          'Analisis kebutuhan pelatihan untuk departemen atau seluruh perusahaan',
        ],
      ),
      h2('Popular programmes', 'Program populer'),
      p(
        'First-time supervisor leadership, customer service excellence, Excel and Power BI, PDPA compliance, workplace safety under the OSHA amendments, and generative AI productivity with company safeguards.',
        'Kepemimpinan untuk supervisor baru, layanan pelanggan prima, Excel dan Power BI, kepatuhan PDPA, keselamatan kerja sesuai amendemen OSHA, dan produktivitas AI generatif dengan pengaman perusahaan.',
      ),
      h2('HRD Corp made simple', 'HRD Corp jadi mudah'),
      p(
        'Our grants team prepares the course details for your application, keeps attendance in the format HRD Corp accepts and sends the claim documents within two working days after training. Clients have a claim approval rate above 98%.',
        'Tim grant kami menyiapkan rincian kursus untuk permohonan Anda, mencatat kehadiran dalam format yang diterima HRD Corp, dan mengirim dokumen klaim dalam dua hari kerja setelah pelatihan. Tingkat persetujuan klaim klien kami di atas 98%.',
      ),
      h2('Talk to us', 'Hubungi kami'),
      p(
        'Email corporate@acme-academy.example or call +60 3 2788 5510. We send a proposal with dates and trainer profiles within three working days.',
        'Kirim email ke corporate@acme-academy.example atau hubungi +60 3 2788 5510. Kami mengirim proposal berisi jadwal dan profil pelatih dalam tiga hari kerja.',
      ),
    ),
  },

  career: {
    updatedAt: '2026-11-02T02:00:00.000Z',
    title: t('Join Acme Academy', 'Bergabung dengan Acme Academy'),
    summary: t(
      'We are a team of 85 trainers, designers and coordinators in Kuala Lumpur, Penang and Johor Bahru.',
      'Kami adalah tim berisi 85 pelatih, desainer, dan koordinator di Kuala Lumpur, Penang, dan Johor Bahru.',
    ),
    image: { label: 'Careers', colors: ['#e11d48', '#4338ca'] },
    body: blocks(
      h2('Benefits', 'Tunjangan'),
      ul(
        [
          'EPF contribution of 13% and SOCSO, plus group medical and hospitalisation insurance',
          'Kontribusi KWSP 13% dan PERKESO, ditambah asuransi medis dan rawat inap kelompok',
        ],
        [
          '16 days of annual leave, rising to 20 after three years',
          'Cuti tahunan 16 hari, naik menjadi 20 hari setelah tiga tahun',
        ],
        [
          'Free seats in any Acme class and a RM3,000 yearly learning allowance',
          'Kursi gratis di kelas Acme mana pun dan tunjangan belajar RM3.000 per tahun',
        ],
        [
          'Flexible hours around the classes you run',
          'Jam kerja fleksibel menyesuaikan kelas yang Anda ajar',
        ],
      ),
      h2('Current openings', 'Lowongan saat ini'),
      ul(
        ['Senior Trainer, Data Analytics – Kuala Lumpur', 'Senior Trainer, Data Analytics – Kuala Lumpur'],
        ['Training Coordinator (HRD Corp grants) – Penang', 'Training Coordinator (grant HRD Corp) – Penang'],
        ['Corporate Sales Executive – Johor Bahru', 'Corporate Sales Executive – Johor Bahru'],
        [
          'Learning Experience Designer – Kuala Lumpur (hybrid)',
          'Learning Experience Designer – Kuala Lumpur (hybrid)',
        ],
      ),
      h2('Freelance trainers', 'Pelatih lepas'),
      p(
        'Experienced practitioners with the HRD Corp Train-the-Trainer certificate can join our associate trainer panel. Send your profile and the topics you teach to trainers@acme-academy.example.',
        'Praktisi berpengalaman dengan sertifikat Train-the-Trainer HRD Corp dapat bergabung dengan panel pelatih rekanan kami. Kirim profil dan topik yang Anda ajarkan ke trainers@acme-academy.example.',
      ),
      h2('How to apply', 'Cara melamar'),
      p(
        'Email your CV to careers@acme-academy.example with the position in the subject line. Shortlisted candidates are invited to a 20-minute teaching demo or case interview. We are an equal opportunity employer.',
        'Kirim CV ke careers@acme-academy.example dengan nama posisi di subjek email. Kandidat terpilih diundang untuk demo mengajar 20 menit atau wawancara studi kasus. Kami memberi kesempatan yang sama bagi semua pelamar.',
      ),
    ),
  },

  contact: {
    updatedAt: '2026-09-12T02:00:00.000Z',
    title: t('Contact Acme Academy', 'Hubungi Acme Academy'),
    summary: t(
      'Our support desk is open Monday to Friday, 9:00 am to 6:00 pm, except Malaysian public holidays.',
      'Meja bantuan kami buka Senin sampai Jumat, pukul 09.00–18.00, kecuali hari libur umum Malaysia.',
    ),
    image: null,
    body: blocks(
      h2('Learners', 'Peserta'),
      ul(
        ['Email: help@acme-academy.example', 'Email: help@acme-academy.example'],
        ['Phone: +60 3 2788 5500', 'Telepon: +60 3 2788 5500'],
        ['WhatsApp: +60 12 388 5500', 'WhatsApp: +60 12 388 5500'],
      ),
      h2('Employers and HR', 'Perusahaan dan HR'),
      ul(
        [
          'Corporate training: corporate@acme-academy.example, +60 3 2788 5510',
          'Pelatihan korporat: corporate@acme-academy.example, +60 3 2788 5510',
        ],
        [
          'HRD Corp grants and claims: grants@acme-academy.example',
          'Grant dan klaim HRD Corp: grants@acme-academy.example',
        ],
        [
          'Invoices and e-invoices: billing@acme-academy.example',
          'Invoice dan e-invoice: billing@acme-academy.example',
        ],
      ),
      h2('Training centres', 'Pusat pelatihan'),
      ul(
        [
          'Kuala Lumpur: Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur (near LRT Ampang Park)',
          'Kuala Lumpur: Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur (dekat LRT Ampang Park)',
        ],
        [
          'Penang: Level 5, Bayan Lepas Business Centre, 11900 Bayan Lepas',
          'Penang: Level 5, Bayan Lepas Business Centre, 11900 Bayan Lepas',
        ],
        [
          'Johor Bahru: Suite 8-2, Jalan Wong Ah Fook, 80000 Johor Bahru',
          'Johor Bahru: Suite 8-2, Jalan Wong Ah Fook, 80000 Johor Bahru',
        ],
      ),
    ),
  },
};
