import { blocks, h2, p, t, ul, type DemoPages } from './content-types.ts';

/** Content pages of Cendekia Academy (PT Cendekia Edukasi Nusantara, Jakarta). */
export const cendekiaPages: DemoPages = {
  about: {
    updatedAt: '2026-02-10T02:00:00.000Z',
    title: t('About Cendekia Academy', 'Tentang Cendekia Academy'),
    summary: t(
      'Since 2019 we have helped more than 210,000 Indonesians learn practical skills from practitioners.',
      'Sejak 2019 kami telah membantu lebih dari 210.000 orang Indonesia mempelajari skill praktis dari para praktisi.',
    ),
    image: { label: 'Since 2019', colors: ['#0f766e', '#f59e0b'] },
    body: blocks(
      h2('Our story', 'Cerita kami'),
      p(
        'Cendekia Academy is run by PT Cendekia Edukasi Nusantara, founded in Jakarta in 2019 by a former bank trainer and a software engineer. They saw the same problem from two sides: companies could not find people with practical skills, and talented people could not afford to stop working to go back to school.',
        'Cendekia Academy dikelola oleh PT Cendekia Edukasi Nusantara, didirikan di Jakarta pada 2019 oleh seorang mantan trainer perbankan dan seorang software engineer. Mereka melihat masalah yang sama dari dua sisi: perusahaan sulit menemukan orang dengan skill praktis, sementara orang berbakat tidak mampu berhenti bekerja untuk kembali sekolah.',
      ),
      h2('What we believe', 'Apa yang kami yakini'),
      ul(
        [
          'Practitioners teach best: every mentor works in the field they teach',
          'Praktisi adalah pengajar terbaik: setiap mentor bekerja di bidang yang diajarkannya',
        ],
        [
          'Indonesian examples, Indonesian rules: tax, law and markets as they work here',
          'Contoh Indonesia, aturan Indonesia: pajak, hukum, dan pasar sebagaimana berlaku di sini',
        ],
        [
          'Affordable by design: most courses cost less than a weekend meal out for the family',
          'Terjangkau sejak awal: sebagian besar kursus lebih murah daripada makan di luar bersama keluarga di akhir pekan',
        ],
        [
          'Learning is proven by work, not by attendance',
          'Hasil belajar dibuktikan dengan karya, bukan dengan daftar hadir',
        ],
      ),
      h2('Cendekia in numbers', 'Cendekia dalam angka'),
      ul(
        ['210,000+ learners from all 38 provinces', '210.000+ peserta dari 38 provinsi'],
        ['140+ practitioner mentors', '140+ mentor praktisi'],
        [
          '85 corporate clients, from banks to FMCG distributors',
          '85 klien korporat, dari perbankan hingga distributor FMCG',
        ],
        ['Average course rating 4.7 out of 5', 'Rating rata-rata kursus 4,7 dari 5'],
      ),
      h2('Our office', 'Kantor kami'),
      p(
        'Our team of 64 works from Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan, where we also run classroom sessions for corporate clients. PT Cendekia Edukasi Nusantara is registered with the Online Single Submission (OSS) system and as an electronic system operator (PSE) with the Ministry of Communication and Digital Affairs.',
        'Tim kami yang berjumlah 64 orang bekerja di Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan, tempat kami juga menyelenggarakan kelas tatap muka untuk klien korporat. PT Cendekia Edukasi Nusantara terdaftar di sistem Online Single Submission (OSS) dan sebagai Penyelenggara Sistem Elektronik (PSE) di Kementerian Komunikasi dan Digital.',
      ),
    ),
  },

  help: {
    updatedAt: '2026-06-15T02:00:00.000Z',
    title: t('Help Centre', 'Pusat Bantuan'),
    summary: t(
      'Guides for the most common tasks. Can’t find your answer? Our team replies within one working day.',
      'Panduan untuk hal-hal yang paling sering ditanyakan. Tidak menemukan jawaban? Tim kami membalas dalam satu hari kerja.',
    ),
    image: null,
    body: blocks(
      p(
        'Choose a topic below. For questions about a specific order, have your order number (it starts with CDK-) ready when you contact us.',
        'Pilih topik di bawah ini. Untuk pertanyaan tentang pesanan tertentu, siapkan nomor pesanan Anda (diawali CDK-) saat menghubungi kami.',
      ),
    ),
    sections: [
      {
        title: t('Getting started', 'Memulai'),
        body: blocks(
          p(
            'Create an account with your email or Google account, confirm your email, and complete your profile. A complete profile puts your name correctly on your certificates.',
            'Buat akun dengan email atau akun Google, konfirmasi email Anda, lalu lengkapi profil. Profil yang lengkap memastikan nama Anda tertulis dengan benar di sertifikat.',
          ),
          ul(
            [
              'Use the search bar to find a course by topic or mentor',
              'Gunakan kolom pencarian untuk menemukan kursus berdasarkan topik atau mentor',
            ],
            [
              'Open a course to see the syllabus, preview lessons and reviews',
              'Buka halaman kursus untuk melihat silabus, pratinjau pelajaran, dan ulasan',
            ],
          ),
        ),
      },
      {
        title: t('Buying a course', 'Membeli kursus'),
        body: blocks(
          p(
            'Click Buy on the course page and you will be taken to payment. Choose a virtual account, QRIS, e-wallet or card. Your order waits for payment for 24 hours; after that it expires and you can order again.',
            'Klik Beli di halaman kursus dan Anda akan diarahkan ke pembayaran. Pilih virtual account, QRIS, e-wallet, atau kartu. Pesanan menunggu pembayaran selama 24 jam; setelah itu pesanan kedaluwarsa dan Anda dapat memesan ulang.',
          ),
          p(
            'The course appears in My Courses as soon as the payment is confirmed, usually within five minutes.',
            'Kursus muncul di Kursus Saya segera setelah pembayaran terkonfirmasi, biasanya dalam lima menit.',
          ),
        ),
      },
      {
        title: t('Learning and quizzes', 'Belajar dan kuis'),
        body: blocks(
          p(
            'Lessons are marked complete when you finish the video or reading. Quizzes have a time limit shown before you start; the timer keeps running if you close the page, so start when you have time to finish.',
            'Pelajaran ditandai selesai saat Anda menyelesaikan video atau bacaannya. Kuis memiliki batas waktu yang ditampilkan sebelum dimulai; waktu tetap berjalan meskipun halaman ditutup, jadi mulailah saat Anda punya waktu untuk menyelesaikannya.',
          ),
        ),
      },
      {
        title: t('Certificates', 'Sertifikat'),
        body: blocks(
          p(
            'Finish every lesson and score at least 70 in the final quiz to receive your certificate. Each certificate carries a unique number that employers can verify.',
            'Selesaikan semua pelajaran dan raih nilai minimal 70 pada kuis akhir untuk mendapatkan sertifikat. Setiap sertifikat memiliki nomor unik yang dapat diverifikasi oleh perusahaan.',
          ),
          p(
            'Name misspelt? Correct it in Edit Profile and download the certificate again.',
            'Nama salah ketik? Perbaiki di Ubah Profil, lalu unduh ulang sertifikatnya.',
          ),
        ),
      },
      {
        title: t('Account and security', 'Akun dan keamanan'),
        body: blocks(
          ul(
            [
              'Change your password from the account menu at any time',
              'Ubah kata sandi kapan saja melalui menu akun',
            ],
            [
              'We never ask for your password or OTP by phone, WhatsApp or email',
              'Kami tidak pernah meminta kata sandi atau OTP melalui telepon, WhatsApp, atau email',
            ],
            [
              'To close your account, email privacy@cendekia.example from your registered address',
              'Untuk menutup akun, kirim email ke privacy@cendekia.example dari alamat yang terdaftar',
            ],
          ),
        ),
      },
    ],
  },

  terms: {
    updatedAt: '2026-01-01T02:00:00.000Z',
    title: t('Terms and Conditions', 'Syarat dan Ketentuan'),
    summary: t(
      'The agreement between you and PT Cendekia Edukasi Nusantara for using Cendekia Academy. Effective 1 January 2026.',
      'Perjanjian antara Anda dan PT Cendekia Edukasi Nusantara atas penggunaan Cendekia Academy. Berlaku sejak 1 Januari 2026.',
    ),
    image: null,
    body: blocks(
      h2('1. About these terms', '1. Tentang syarat ini'),
      p(
        'These terms govern your use of the Cendekia Academy website and apps operated by PT Cendekia Edukasi Nusantara (“Cendekia”, “we”), Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190. By creating an account or buying a course you agree to them. The Indonesian version of these terms prevails over any translation, in line with Law No. 24 of 2009.',
        'Syarat ini mengatur penggunaan situs web dan aplikasi Cendekia Academy yang dikelola oleh PT Cendekia Edukasi Nusantara (“Cendekia”, “kami”), Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190. Dengan membuat akun atau membeli kursus, Anda menyetujuinya. Versi bahasa Indonesia dari syarat ini berlaku di atas terjemahan apa pun, sesuai Undang-Undang Nomor 24 Tahun 2009.',
      ),
      h2('2. Your account', '2. Akun Anda'),
      ul(
        [
          'You must be at least 17 years old, or have permission from a parent or guardian',
          'Anda harus berusia minimal 17 tahun, atau mendapat izin dari orang tua atau wali',
        ],
        [
          'The information you give must be true and kept up to date',
          'Informasi yang Anda berikan harus benar dan diperbarui',
        ],
        [
          'An account is personal; sharing logins or reselling access is not allowed',
          'Akun bersifat pribadi; berbagi login atau menjual kembali akses tidak diperbolehkan',
        ],
        [
          'You are responsible for activity under your account and must tell us about unauthorised use',
          'Anda bertanggung jawab atas aktivitas di akun Anda dan wajib memberi tahu kami bila terjadi penggunaan tanpa izin',
        ],
      ),
      h2('3. Courses and licence', '3. Kursus dan lisensi'),
      p(
        'When you buy a course you receive a personal, non-transferable licence to view it for your own learning. Course material remains the property of Cendekia and its mentors and is protected by Law No. 28 of 2014 on Copyright. You may not download, record, copy or distribute it, except for files we offer for download.',
        'Saat membeli kursus, Anda memperoleh lisensi pribadi yang tidak dapat dialihkan untuk mengakses materi bagi pembelajaran Anda sendiri. Materi kursus tetap menjadi milik Cendekia dan para mentornya serta dilindungi Undang-Undang Nomor 28 Tahun 2014 tentang Hak Cipta. Anda tidak boleh mengunduh, merekam, menyalin, atau menyebarkannya, kecuali berkas yang memang kami sediakan untuk diunduh.',
      ),
      h2('4. Prices and payment', '4. Harga dan pembayaran'),
      p(
        'Prices are shown in Indonesian rupiah and include value added tax (PPN) where it applies. Payments are processed by our licensed payment partners; we do not store your card number. An order that is not paid within 24 hours expires.',
        'Harga ditampilkan dalam rupiah dan sudah termasuk Pajak Pertambahan Nilai (PPN) bila berlaku. Pembayaran diproses oleh mitra pembayaran berizin; kami tidak menyimpan nomor kartu Anda. Pesanan yang tidak dibayar dalam 24 jam akan kedaluwarsa.',
      ),
      h2('5. Refunds and cancellations', '5. Pengembalian dana dan pembatalan'),
      p(
        'Refunds follow our Refund Policy and changes to live classes follow our Cancellation Policy. Both form part of these terms.',
        'Pengembalian dana mengikuti Kebijakan Pengembalian Dana dan perubahan kelas live mengikuti Kebijakan Pembatalan kami. Keduanya merupakan bagian dari syarat ini.',
      ),
      h2('6. Acceptable use', '6. Penggunaan yang diperbolehkan'),
      ul(
        [
          'No harassment, hate speech or spam in comments and discussions',
          'Dilarang melakukan pelecehan, ujaran kebencian, atau spam di komentar dan diskusi',
        ],
        [
          'No attempts to break, overload or scrape the service',
          'Dilarang mencoba merusak, membebani, atau melakukan scraping terhadap layanan',
        ],
        ['No sharing of quiz answers', 'Dilarang membagikan jawaban kuis'],
      ),
      p(
        'We may suspend an account that breaks these rules, after a warning where the breach allows it.',
        'Kami dapat menangguhkan akun yang melanggar aturan ini, didahului peringatan bila sifat pelanggarannya memungkinkan.',
      ),
      h2('7. Liability', '7. Tanggung jawab'),
      p(
        'We work to keep the service available and the content accurate, but courses are educational and do not replace professional legal, tax or financial advice. To the extent permitted by law, our liability for any claim is limited to the amount you paid for the course concerned.',
        'Kami berupaya menjaga layanan tetap tersedia dan materi tetap akurat, tetapi kursus bersifat edukatif dan tidak menggantikan nasihat profesional di bidang hukum, pajak, atau keuangan. Sepanjang diizinkan hukum, tanggung jawab kami atas setiap klaim terbatas pada jumlah yang Anda bayarkan untuk kursus yang bersangkutan.',
      ),
      h2('8. Governing law and disputes', '8. Hukum yang berlaku dan penyelesaian sengketa'),
      p(
        'These terms are governed by the laws of the Republic of Indonesia. We will first try to settle any dispute by deliberation (musyawarah) within 30 days. If that fails, the dispute will be settled at the South Jakarta District Court, without prejudice to your rights under Law No. 8 of 1999 on Consumer Protection.',
        'Syarat ini tunduk pada hukum Republik Indonesia. Setiap sengketa akan terlebih dahulu diselesaikan secara musyawarah dalam 30 hari. Jika tidak tercapai kesepakatan, sengketa diselesaikan di Pengadilan Negeri Jakarta Selatan, tanpa mengurangi hak Anda berdasarkan Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen.',
      ),
      h2('9. Changes and contact', '9. Perubahan dan kontak'),
      p(
        'We will announce material changes by email at least 14 days before they take effect. Questions: legal@cendekia.example or +62 21 5088 1234.',
        'Perubahan penting akan kami umumkan melalui email paling lambat 14 hari sebelum berlaku. Pertanyaan: legal@cendekia.example atau +62 21 5088 1234.',
      ),
    ),
  },

  privacy: {
    updatedAt: '2026-01-01T02:00:00.000Z',
    title: t('Privacy Policy', 'Kebijakan Privasi'),
    summary: t(
      'How PT Cendekia Edukasi Nusantara collects, uses and protects your personal data under Law No. 27 of 2022 on Personal Data Protection (UU PDP).',
      'Bagaimana PT Cendekia Edukasi Nusantara mengumpulkan, menggunakan, dan melindungi data pribadi Anda berdasarkan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).',
    ),
    image: null,
    body: blocks(
      h2('1. Who controls your data', '1. Pengendali data Anda'),
      p(
        'PT Cendekia Edukasi Nusantara is the personal data controller for Cendekia Academy. Our data protection officer can be reached at privacy@cendekia.example or by post at Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190.',
        'PT Cendekia Edukasi Nusantara adalah pengendali data pribadi untuk Cendekia Academy. Pejabat pelindungan data pribadi kami dapat dihubungi melalui privacy@cendekia.example atau surat ke Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190.',
      ),
      h2('2. Data we collect', '2. Data yang kami kumpulkan'),
      ul(
        [
          'Account data: name, email, phone number, password (stored only as a hash)',
          'Data akun: nama, email, nomor ponsel, kata sandi (disimpan hanya dalam bentuk hash)',
        ],
        [
          'Profile and CV data you choose to add: date of birth, gender, job, education, work history',
          'Data profil dan CV yang Anda tambahkan: tanggal lahir, jenis kelamin, pekerjaan, pendidikan, riwayat kerja',
        ],
        [
          'Learning data: courses, progress, quiz scores, comments and ratings',
          'Data pembelajaran: kursus, progres, nilai kuis, komentar, dan penilaian',
        ],
        [
          'Transaction data: orders, amounts and payment status (not your card number)',
          'Data transaksi: pesanan, nominal, dan status pembayaran (bukan nomor kartu Anda)',
        ],
        [
          'Technical data: IP address, device and browser type, and logs kept for security',
          'Data teknis: alamat IP, jenis perangkat dan browser, serta log yang disimpan untuk keamanan',
        ],
      ),
      h2('3. Why we use it and on what basis', '3. Tujuan dan dasar pemrosesan'),
      ul(
        [
          'To provide the courses you buy: performance of a contract',
          'Menyediakan kursus yang Anda beli: pelaksanaan perjanjian',
        ],
        [
          'To process payments, invoices and tax records: legal obligation',
          'Memproses pembayaran, invoice, dan catatan perpajakan: kewajiban hukum',
        ],
        [
          'To keep the service secure and prevent fraud: legitimate interest',
          'Menjaga keamanan layanan dan mencegah penipuan: kepentingan yang sah',
        ],
        [
          'To send newsletters and offers: your consent, which you can withdraw at any time',
          'Mengirim newsletter dan penawaran: persetujuan Anda, yang dapat ditarik kapan saja',
        ],
      ),
      h2('4. Who we share it with', '4. Dengan siapa kami berbagi data'),
      p(
        'We share data only with processors that help us run the service (payment gateway, email delivery, cloud hosting in the Jakarta region) under written agreements, with your employer when your employer enrols you in corporate training, and with authorities when the law requires it. We never sell personal data.',
        'Kami hanya membagikan data kepada prosesor yang membantu menjalankan layanan (payment gateway, pengiriman email, cloud hosting di region Jakarta) berdasarkan perjanjian tertulis, kepada perusahaan Anda bila perusahaan mendaftarkan Anda dalam pelatihan korporat, dan kepada otoritas bila diwajibkan hukum. Kami tidak pernah menjual data pribadi.',
      ),
      h2('5. Transfers outside Indonesia', '5. Transfer ke luar Indonesia'),
      p(
        'Your data is stored in Indonesia. If a processor must handle data abroad, we ensure a level of protection equal to or higher than UU PDP, as Article 56 requires.',
        'Data Anda disimpan di Indonesia. Bila prosesor perlu memproses data di luar negeri, kami memastikan tingkat pelindungan yang setara atau lebih tinggi daripada UU PDP, sebagaimana diwajibkan Pasal 56.',
      ),
      h2('6. How long we keep it', '6. Berapa lama data disimpan'),
      p(
        'Account and learning data are kept while your account is active and deleted or anonymised within 90 days after you close it. Transaction records are kept for 10 years because tax and company law require it. Security logs are kept for 12 months.',
        'Data akun dan pembelajaran disimpan selama akun Anda aktif dan dihapus atau dianonimkan dalam 90 hari setelah akun ditutup. Catatan transaksi disimpan selama 10 tahun karena diwajibkan peraturan perpajakan dan perusahaan. Log keamanan disimpan selama 12 bulan.',
      ),
      h2('7. Your rights', '7. Hak Anda'),
      ul(
        [
          'Get information about and access to your data, and a copy of it',
          'Memperoleh informasi dan akses atas data Anda, serta salinannya',
        ],
        ['Correct inaccurate data', 'Memperbaiki data yang tidak akurat'],
        [
          'Ask us to stop processing, delete or destroy your data',
          'Meminta penghentian pemrosesan, penghapusan, atau pemusnahan data Anda',
        ],
        ['Withdraw consent you gave earlier', 'Menarik kembali persetujuan yang pernah diberikan'],
        [
          'Object to decisions based solely on automated processing',
          'Mengajukan keberatan atas keputusan yang semata-mata didasarkan pada pemrosesan otomatis',
        ],
      ),
      p(
        'Send your request to privacy@cendekia.example. We answer within 3 × 24 hours of verifying your identity, as UU PDP requires.',
        'Kirim permintaan Anda ke privacy@cendekia.example. Kami menanggapinya paling lambat 3 × 24 jam setelah identitas Anda terverifikasi, sesuai ketentuan UU PDP.',
      ),
      h2('8. Security and data breaches', '8. Keamanan dan kegagalan pelindungan data'),
      p(
        'We encrypt data in transit, hash passwords, restrict staff access and test our systems regularly. If a breach of personal data occurs, we will notify you and the authority in writing within 3 × 24 hours, describing the data involved and what we are doing about it.',
        'Kami mengenkripsi data saat dikirim, menyimpan kata sandi dalam bentuk hash, membatasi akses karyawan, dan menguji sistem secara berkala. Jika terjadi kegagalan pelindungan data pribadi, kami akan memberi tahu Anda dan lembaga yang berwenang secara tertulis paling lambat 3 × 24 jam, berisi data yang terdampak dan langkah yang kami ambil.',
      ),
      h2('9. Cookies', '9. Cookie'),
      p(
        'We use only the cookies and local storage needed to keep you logged in and remember your language. We do not use advertising cookies.',
        'Kami hanya menggunakan cookie dan penyimpanan lokal yang diperlukan agar Anda tetap masuk dan bahasa pilihan Anda tersimpan. Kami tidak menggunakan cookie iklan.',
      ),
    ),
  },

  refund: {
    updatedAt: '2026-03-02T02:00:00.000Z',
    title: t('Refund Policy', 'Kebijakan Pengembalian Dana'),
    summary: t(
      'When and how you can get your money back for a Cendekia course, bootcamp or certification.',
      'Kapan dan bagaimana Anda dapat memperoleh kembali dana untuk kursus, bootcamp, atau sertifikasi Cendekia.',
    ),
    image: null,
    body: blocks(
      h2('Self-paced courses', 'Kursus mandiri'),
      p(
        'You can ask for a full refund within 7 days of payment if you have opened no more than 20% of the lessons and have not downloaded a certificate.',
        'Anda dapat mengajukan pengembalian dana penuh dalam 7 hari sejak pembayaran jika Anda membuka tidak lebih dari 20% materi dan belum mengunduh sertifikat.',
      ),
      h2('Bootcamps', 'Bootcamp'),
      ul(
        [
          'Before the first class: full refund minus an administration fee of Rp250.000',
          'Sebelum kelas pertama: pengembalian penuh dikurangi biaya administrasi Rp250.000',
        ],
        ['Within the first two weeks: 50% of the fee', 'Dalam dua minggu pertama: 50% dari biaya'],
        [
          'After the second week: no refund, but you may defer once to the next intake',
          'Setelah minggu kedua: tidak ada pengembalian, tetapi Anda dapat pindah satu kali ke angkatan berikutnya',
        ],
      ),
      h2('Certification programmes', 'Program sertifikasi'),
      p(
        'The preparation fee is refundable until the first session. The test fee paid to the certification body (LSP) cannot be refunded once the test date has been registered.',
        'Biaya persiapan dapat dikembalikan hingga sesi pertama. Biaya uji yang dibayarkan kepada LSP tidak dapat dikembalikan setelah jadwal uji didaftarkan.',
      ),
      h2('What cannot be refunded', 'Yang tidak dapat dikembalikan'),
      ul(
        [
          'Courses bought with a 100% voucher or received for free',
          'Kursus yang dibeli dengan voucher 100% atau diperoleh gratis',
        ],
        [
          'Corporate licences, which follow the contract with your company',
          'Lisensi korporat, yang mengikuti kontrak dengan perusahaan Anda',
        ],
        [
          'Accounts suspended for breaking the Terms and Conditions',
          'Akun yang ditangguhkan karena melanggar Syarat dan Ketentuan',
        ],
      ),
      h2('How to apply', 'Cara mengajukan'),
      p(
        'Email refund@cendekia.example from your registered address with your order number (CDK-…) and the reason. We reply within 2 working days.',
        'Kirim email ke refund@cendekia.example dari alamat yang terdaftar dengan menyertakan nomor pesanan (CDK-…) dan alasannya. Kami membalas dalam 2 hari kerja.',
      ),
      h2('When you receive the money', 'Kapan dana diterima'),
      p(
        'Approved refunds are paid to the original payment method within 7–14 working days. E-wallet refunds usually arrive within 3 working days; card refunds depend on your bank’s statement cycle. Access to the course ends when the refund is approved.',
        'Pengembalian yang disetujui dikirim ke metode pembayaran semula dalam 7–14 hari kerja. Pengembalian ke e-wallet biasanya diterima dalam 3 hari kerja; pengembalian ke kartu bergantung pada siklus tagihan bank Anda. Akses ke kursus berakhir saat pengembalian disetujui.',
      ),
    ),
  },

  cancellation: {
    updatedAt: '2026-03-02T02:00:00.000Z',
    title: t('Cancellation Policy', 'Kebijakan Pembatalan'),
    summary: t(
      'Cancelling orders, live classes and corporate sessions, and what happens when we have to change a schedule.',
      'Pembatalan pesanan, kelas live, dan sesi korporat, serta apa yang terjadi bila kami harus mengubah jadwal.',
    ),
    image: null,
    body: blocks(
      h2('Unpaid orders', 'Pesanan yang belum dibayar'),
      p(
        'An unpaid order can be cancelled at any time from My Transactions. Orders that are not paid within 24 hours are cancelled automatically; no fee applies.',
        'Pesanan yang belum dibayar dapat dibatalkan kapan saja melalui Transaksi Saya. Pesanan yang tidak dibayar dalam 24 jam dibatalkan otomatis tanpa biaya.',
      ),
      h2('Live classes and workshops', 'Kelas live dan workshop'),
      ul(
        [
          '7 days or more before the class: full refund or free transfer to another date',
          '7 hari atau lebih sebelum kelas: pengembalian penuh atau pindah jadwal gratis',
        ],
        ['3–6 days before: transfer to another date only', '3–6 hari sebelumnya: hanya dapat pindah jadwal'],
        [
          'Less than 3 days before or no-show: no refund; the recording remains available',
          'Kurang dari 3 hari sebelumnya atau tidak hadir: tidak ada pengembalian; rekaman tetap tersedia',
        ],
      ),
      h2('Corporate training', 'Pelatihan korporat'),
      p(
        'In-house sessions can be rescheduled free of charge up to 10 working days before the session. Later cancellations are charged at 50% of the session fee, plus any non-refundable venue or travel costs already incurred.',
        'Sesi in-house dapat dijadwalkan ulang tanpa biaya hingga 10 hari kerja sebelum sesi. Pembatalan setelahnya dikenai 50% dari biaya sesi, ditambah biaya tempat atau perjalanan yang sudah dikeluarkan dan tidak dapat dikembalikan.',
      ),
      h2('When we cancel or change a class', 'Bila kami membatalkan atau mengubah kelas'),
      p(
        'If we cancel a class, or change its date by more than 7 days, you choose between a full refund and a seat in the new schedule. If a bootcamp intake does not reach 15 participants, we tell you at least 7 days before the start.',
        'Jika kami membatalkan kelas atau mengubah tanggalnya lebih dari 7 hari, Anda dapat memilih pengembalian dana penuh atau kursi di jadwal baru. Jika satu angkatan bootcamp tidak mencapai 15 peserta, kami memberi tahu paling lambat 7 hari sebelum kelas dimulai.',
      ),
      h2('How to cancel', 'Cara membatalkan'),
      p(
        'Email support@cendekia.example with your order number, or call +62 21 5088 1234 on working days from 09:00 to 18:00 WIB.',
        'Kirim email ke support@cendekia.example dengan nomor pesanan Anda, atau hubungi +62 21 5088 1234 pada hari kerja pukul 09.00–18.00 WIB.',
      ),
    ),
  },

  'corporate-solution': {
    updatedAt: '2026-04-20T02:00:00.000Z',
    title: t('Corporate Solution', 'Solusi Korporat'),
    summary: t(
      'Upskill your teams with programmes tied to your business targets, delivered online, in your office or hybrid.',
      'Tingkatkan kemampuan tim Anda dengan program yang terhubung ke target bisnis, secara online, di kantor Anda, atau hybrid.',
    ),
    image: { label: 'Cendekia for Business', colors: ['#b45309', '#0f766e'] },
    body: blocks(
      h2('Why companies choose Cendekia', 'Mengapa perusahaan memilih Cendekia'),
      ul(
        [
          'Curriculum built from a skills assessment of your own staff',
          'Kurikulum disusun dari asesmen kompetensi karyawan Anda sendiri',
        ],
        [
          'Practitioner trainers with industry experience in banking, retail, FMCG and technology',
          'Trainer praktisi berpengalaman di perbankan, ritel, FMCG, dan teknologi',
        ],
        [
          'An HR dashboard with progress, scores and certificates for every employee',
          'Dasbor HR berisi progres, nilai, dan sertifikat setiap karyawan',
        ],
        [
          'Invoices and Faktur Pajak for your finance team',
          'Invoice dan Faktur Pajak untuk tim keuangan Anda',
        ],
      ),
      h2('Three ways to work with us', 'Tiga cara bekerja sama'),
      p(
        'Library licence: give employees access to all 120+ courses from Rp450.000 per user per year (minimum 25 users). Custom programme: a learning path with live sessions designed around one goal, such as a new sales process. In-house training: one to five days of classroom training at your office anywhere in Indonesia.',
        'Lisensi katalog: berikan akses ke lebih dari 120 kursus mulai Rp450.000 per pengguna per tahun (minimal 25 pengguna). Program khusus: jalur belajar dengan sesi live yang dirancang untuk satu tujuan, misalnya proses penjualan baru. Pelatihan in-house: pelatihan tatap muka satu hingga lima hari di kantor Anda di seluruh Indonesia.',
      ),
      h2('How a project runs', 'Alur proyek'),
      ul(
        [
          'Week 1: discovery call and skills assessment',
          'Minggu 1: diskusi kebutuhan dan asesmen kompetensi',
        ],
        ['Week 2–3: curriculum design and approval', 'Minggu 2–3: penyusunan dan persetujuan kurikulum'],
        ['Delivery with weekly progress reports', 'Pelaksanaan dengan laporan progres mingguan'],
        [
          'Final evaluation and recommendations for the next quarter',
          'Evaluasi akhir dan rekomendasi untuk kuartal berikutnya',
        ],
      ),
      p(
        'Contact our corporate team at corporate@cendekia.example or +62 21 5088 1299 for a proposal within three working days.',
        'Hubungi tim korporat kami di corporate@cendekia.example atau +62 21 5088 1299 untuk mendapatkan proposal dalam tiga hari kerja.',
      ),
    ),
  },

  career: {
    updatedAt: '2026-10-28T02:00:00.000Z',
    title: t('Careers at Cendekia', 'Karier di Cendekia'),
    summary: t(
      'Help millions of Indonesians learn the skills that change their careers. We are hiring in Jakarta and remotely.',
      'Bantu jutaan orang Indonesia mempelajari skill yang mengubah karier mereka. Kami membuka lowongan di Jakarta dan remote.',
    ),
    image: { label: 'We are hiring', colors: ['#0f766e', '#7c3aed'] },
    body: blocks(
      h2('Working here', 'Bekerja di sini'),
      ul(
        [
          'Hybrid: three days in our Sudirman office, two days wherever you work best',
          'Hybrid: tiga hari di kantor Sudirman, dua hari dari mana saja',
        ],
        [
          'Private health insurance for you and your family, plus BPJS',
          'Asuransi kesehatan swasta untuk Anda dan keluarga, ditambah BPJS',
        ],
        [
          'Free access to every Cendekia course and a yearly learning budget of Rp5.000.000',
          'Akses gratis ke semua kursus Cendekia dan anggaran belajar Rp5.000.000 per tahun',
        ],
        ['14 days of annual leave from the first year', 'Cuti tahunan 14 hari sejak tahun pertama'],
      ),
      h2('Open positions', 'Posisi yang dibuka'),
      ul(
        [
          'Senior Frontend Engineer (React) – Jakarta / remote',
          'Senior Frontend Engineer (React) – Jakarta / remote',
        ],
        ['Instructional Designer – Jakarta', 'Instructional Designer – Jakarta'],
        ['Corporate Account Manager – Surabaya', 'Corporate Account Manager – Surabaya'],
        [
          'Learner Support Specialist (Bahasa Indonesia and English) – Jakarta',
          'Learner Support Specialist (Bahasa Indonesia dan Inggris) – Jakarta',
        ],
      ),
      h2('Become a mentor', 'Menjadi mentor'),
      p(
        'Practitioners with at least five years of experience can apply to teach. We help you plan the course, record it in our studio and earn revenue share on every sale.',
        'Praktisi dengan pengalaman minimal lima tahun dapat mendaftar untuk mengajar. Kami membantu merancang kursus, merekamnya di studio kami, dan Anda memperoleh bagi hasil dari setiap penjualan.',
      ),
      h2('How to apply', 'Cara melamar'),
      p(
        'Send your CV and a short note about why you want to join to careers@cendekia.example, with the position in the subject line. We reply to every application within two weeks. Cendekia never charges fees to candidates.',
        'Kirim CV dan catatan singkat tentang alasan Anda ingin bergabung ke careers@cendekia.example, dengan nama posisi di subjek email. Kami membalas setiap lamaran dalam dua minggu. Cendekia tidak pernah memungut biaya apa pun dari kandidat.',
      ),
    ),
  },

  contact: {
    updatedAt: '2026-08-05T02:00:00.000Z',
    title: t('Contact us', 'Hubungi kami'),
    summary: t(
      'Our learner support team is available Monday to Friday, 09:00–18:00 WIB.',
      'Tim layanan peserta kami siap membantu Senin sampai Jumat, pukul 09.00–18.00 WIB.',
    ),
    image: null,
    body: blocks(
      h2('Learner support', 'Layanan peserta'),
      ul(
        [
          'Email: support@cendekia.example (reply within one working day)',
          'Email: support@cendekia.example (dibalas dalam satu hari kerja)',
        ],
        ['Phone: +62 21 5088 1234', 'Telepon: +62 21 5088 1234'],
        ['WhatsApp: +62 811 1900 2026 (chat only)', 'WhatsApp: +62 811 1900 2026 (khusus chat)'],
      ),
      h2('Business and partnerships', 'Bisnis dan kemitraan'),
      ul(
        ['Corporate training: corporate@cendekia.example', 'Pelatihan korporat: corporate@cendekia.example'],
        ['Becoming a mentor: mentor@cendekia.example', 'Menjadi mentor: mentor@cendekia.example'],
        ['Media: press@cendekia.example', 'Media: press@cendekia.example'],
      ),
      h2('Office', 'Kantor'),
      p(
        'PT Cendekia Edukasi Nusantara, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190. Visits by appointment; the nearest MRT station is Istora Mandiri.',
        'PT Cendekia Edukasi Nusantara, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190. Kunjungan dengan janji temu; stasiun MRT terdekat adalah Istora Mandiri.',
      ),
    ),
  },
};
