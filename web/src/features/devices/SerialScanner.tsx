import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/ui/Button'

// The label's barcode or QR code read with the camera, by the browser's own BarcodeDetector
// (Chrome on Android, among others). Where the browser has none, there is no button: typing works.

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike

const detectorClass = (): BarcodeDetectorClass | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector

/** A QR code may hold a link to this page with the serial in it, or the serial itself. */
export function serialFromCode(raw: string): string {
  try {
    const url = new URL(raw)
    return url.searchParams.get('serial') ?? url.searchParams.get('serialNumber') ?? raw
  } catch {
    return raw
  }
}

export function SerialScanner({ onScan }: { onScan: (serial: string) => void }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const Detector = detectorClass()
    if (!open || !Detector) return
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const detector = new Detector({ formats: ['qr_code', 'code_128', 'code_39', 'data_matrix', 'ean_13'] })
    const scan = async () => {
      if (stopped || !video.current) return
      const [found] = await detector.detect(video.current).catch(() => [])
      if (found?.rawValue) {
        onScan(serialFromCode(found.rawValue))
        setOpen(false)
        return
      }
      timer = setTimeout(scan, 250)
    }
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (camera) => {
        stream = camera
        if (stopped || !video.current) return
        video.current.srcObject = camera
        await video.current.play()
        void scan()
      })
      .catch(() => {
        setProblem('카메라를 쓸 수 없습니다. 브라우저 설정에서 카메라를 허용하거나 일련번호를 직접 입력하세요.')
        setOpen(false)
      })
    return () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [open, onScan])

  if (!hydrated || !detectorClass()) return null
  return (
    <div className="serial-scanner">
      <Button border="light" size="small" onClick={() => (setProblem(null), setOpen(!open))} aria-expanded={open}>
        {open ? '스캔 닫기' : '카메라로 라벨 스캔'}
      </Button>
      {open && (
        <div className="serial-scanner__view">
          <video ref={video} className="serial-scanner__video" muted playsInline aria-label="카메라 화면: 라벨의 바코드나 QR 코드를 비춰 주세요" />
        </div>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
