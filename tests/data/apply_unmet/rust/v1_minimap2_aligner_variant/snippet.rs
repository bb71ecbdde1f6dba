// ... keep existing code

pub enum Aligner {
    Bwa,
    Bowtie2,
    Minimap2,
}

// ... keep existing code

impl Aligner {
    pub fn binary(&self) -> &'static str {
        match self {
            Aligner::Bwa => "bwa",
            Aligner::Bowtie2 => "bowtie2",
            Aligner::Minimap2 => "minimap2",
        }
    }

    /// Index files that must exist next to the reference FASTA.
    pub fn index_suffixes(&self) -> &'static [&'static str] {
        match self {
            Aligner::Bwa => &[".amb", ".ann", ".bwt", ".pac", ".sa"],
            Aligner::Bowtie2 => &[".1.bt2", ".2.bt2", ".rev.1.bt2"],
            // minimap2 can align straight against the FASTA; no prebuilt index required
            Aligner::Minimap2 => &[],
        }
    }
}

impl AlignmentJob {
    // ... keep existing code

    pub fn command(&self) -> Command {
        let mut cmd = Command::new(self.aligner.binary());
        match self.aligner {
            // ... keep existing code
            Aligner::Bowtie2 => {
                // ... keep existing code
            }
            Aligner::Minimap2 => {
                cmd.arg("-ax").arg("sr").arg("-t").arg(self.threads.to_string());
                cmd.arg(&self.reference).arg(&self.read1);
                if let Some(r2) = &self.read2 {
                    cmd.arg(r2);
                }
            }
        }
        cmd
    }

    // ... keep existing code
}
