# Alignment stage of the exome pipeline.
# Run per batch: make -j8 BATCH=batch_0712 all

BATCH    ?= batch_current
SAMPLES  := $(shell cut -f1 samplesheets/$(BATCH).tsv | tail -n +2)
REF      := /lab/refs/GRCh38/GRCh38.primary_assembly.genome.fa
BT2_IDX  := /lab/refs/GRCh38/bowtie2/GRCh38
THREADS  ?= 8
TRIMMED  := work/$(BATCH)/trimmed
ALIGNED  := work/$(BATCH)/aligned

BWA_BAMS := $(SAMPLES:%=$(ALIGNED)/%.bwa.bam)
BT2_BAMS := $(SAMPLES:%=$(ALIGNED)/%.bt2.bam)

.PHONY: all bwa bt2 index clean

all: bwa bt2

bwa: $(BWA_BAMS) $(BWA_BAMS:=.bai)

bt2: $(BT2_BAMS) $(BT2_BAMS:=.bai)

$(ALIGNED):
	mkdir -p $@

# bwa-mem2: default aligner for the germline callers
$(ALIGNED)/%.bwa.bam: $(TRIMMED)/%_R1.fq.gz $(TRIMMED)/%_R2.fq.gz | $(ALIGNED)
	bwa-mem2 mem -t $(THREADS) -R '@RG\tID:$*\tSM:$*\tPL:ILLUMINA' $(REF) $^ \
	  | samtools sort -@ $(THREADS) -o $@ -

# bowtie2: used for the contamination screen and CNV comparisons
$(ALIGNED)/%.bt2.bam: $(TRIMMED)/%_R1.fq.gz $(TRIMMED)/%_R2.fq.gz | $(ALIGNED)
	bowtie2 -p $(THREADS) --rg-id $* --rg SM:$* -x $(BT2_IDX) -1 $(word 1,$^) -2 $(word 2,$^) \
	  | samtools sort -@ $(THREADS) -o $@ -

%.bam.bai: %.bam
	samtools index -@ $(THREADS) $<

index: $(BWA_BAMS:=.bai) $(BT2_BAMS:=.bai)

clean:
	rm -rf work/$(BATCH)/aligned
