package com.pawsome.clinic.data.local

import androidx.room.ColumnInfo
import androidx.room.Dao
import androidx.room.Delete
import androidx.room.Entity
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.PrimaryKey
import androidx.room.Query
import androidx.room.Update
import kotlinx.coroutines.flow.Flow

@Entity(tableName = "appointments")
data class AppointmentEntity(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    @ColumnInfo(name = "pet_id") val petId: Long,
    @ColumnInfo(name = "vet_id") val vetId: Long,
    @ColumnInfo(name = "starts_at") val startsAt: Long,
    @ColumnInfo(name = "duration_minutes") val durationMinutes: Int,
    val status: String,
    val notes: String? = null,
)

@Dao
interface AppointmentDao {

    @Query("SELECT * FROM appointments WHERE id = :id")
    suspend fun findById(id: Long): AppointmentEntity?

    @Query("SELECT * FROM appointments ORDER BY starts_at ASC")
    fun observeAll(): Flow<List<AppointmentEntity>>

    @Query("SELECT * FROM appointments WHERE pet_id = :petId ORDER BY starts_at DESC")
    fun observeByPet(petId: Long): Flow<List<AppointmentEntity>>

    @Query("SELECT * FROM appointments WHERE vet_id = :vetId AND starts_at BETWEEN :from AND :to")
    suspend fun findForVet(vetId: Long, from: Long, to: Long): List<AppointmentEntity>

    @Query("SELECT COUNT(*) FROM appointments WHERE status = :status")
    suspend fun countByStatus(status: String): Int

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun upsert(appointment: AppointmentEntity): Long

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun upsertAll(appointments: List<AppointmentEntity>)

    @Update
    suspend fun update(appointment: AppointmentEntity)

    @Delete
    suspend fun delete(appointment: AppointmentEntity)

    @Query("DELETE FROM appointments WHERE pet_id = :petId")
    suspend fun deleteForPet(petId: Long): Int

    @Query("DELETE FROM appointments WHERE starts_at < :before")
    suspend fun deleteOlderThan(before: Long): Int

    @Query("DELETE FROM appointments WHERE status = 'CANCELLED' AND starts_at < :before")
    suspend fun deleteCancelledOlderThan(before: Long): Int
}
