# ... existing code ...

# bowtie2: used for the contamination screen and CNV comparisons
$(ALIGNED)/%.bt2.bam: $(TRIMMED)/%_R1.fq.gz $(TRIMMED)/%_R2.fq.gz | $(ALIGNED)
	bowtie2 -p $(THREADS) --rg-id $* --rg SM:$* -x $(BT2_IDX) -1 $(word 1,$^) -2 $(word 2,$^) \
	  | samtools sort -@ $(THREADS) -m 2G -T $(ALIGNED)/$*.bt2.tmp -o $@ -

# ... existing code ...
